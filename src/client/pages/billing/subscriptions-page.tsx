import { Link } from 'react-router';
import { SubscriptionSummary } from '../../components/billing/subscription-summary';
import { PublicHeader } from '../../components/marketing/public-header';
import { useBillingEnabled } from '../../components/marketing/public-plans';
import { mainContentId } from '../../components/shell/skip-link';
import { Card } from '../../components/ui/card';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../hooks/use-session';
import { useSubscription } from '../../hooks/use-subscription';

const terms: readonly { title: string; paragraphs: readonly string[] }[] = [
  {
    title: 'Plans',
    paragraphs: [
      'Compound offers two monthly subscriptions, Starter and Elite, and Lifetime, a single payment. The price of each plan is shown on the pricing page and again on the checkout page before you pay, in your currency and including any tax your country requires.',
    ],
  },
  {
    title: 'The 7-day free trial',
    paragraphs: [
      'Your first subscription starts with 7 days of Elite, free. Each account can start one trial. You enter a payment method at checkout, but nothing is charged during the trial.',
      'When the trial ends, the plan you chose starts and its first monthly payment is taken, unless you cancelled before the trial ended. We show the trial’s end date in Settings → Subscription and on this page while you are signed in.',
    ],
  },
  {
    title: 'Automatic renewal',
    paragraphs: [
      'Subscriptions renew automatically every month on the day they started, at the price shown when you subscribed, until you cancel. If the price ever changes, we tell you by e-mail at least 30 days before the renewal it applies to, and you can cancel before then.',
      'Card payments are processed by Stripe. Purchases made in the iOS or Android app are billed by Apple or Google under their terms, and renew and cancel through your App Store or Google Play account.',
    ],
  },
  {
    title: 'Cancelling',
    paragraphs: [
      'Cancel any time from Settings → Subscription → Manage billing. You keep access until the end of the period you have paid for; after that the account stays yours, with all its data, but the app asks you to choose a plan before you can use it again.',
      'Cancelling never deletes anything. You can still export your data or delete your account from Settings at any time, with or without a plan.',
    ],
  },
  {
    title: 'Failed payments',
    paragraphs: [
      'If a renewal payment fails, Stripe tries again over the following days. Meanwhile everything keeps working, and the app shows a banner with a button to update your card. If no payment succeeds, the subscription ends.',
    ],
  },
  {
    title: 'Lifetime',
    paragraphs: [
      'Lifetime is a one-time payment for Elite with no renewal and no end date. It is tied to your account and cannot be transferred to another account.',
    ],
  },
  {
    title: 'Refunds',
    paragraphs: [
      'If something went wrong with a payment, write to us from the support page within 14 days of the charge and we will make it right, including a full refund where the law of your country gives you one. Refunds for app-store purchases are handled by Apple or Google.',
    ],
  },
];

/** /subscriptions (open to everyone): the user's plan when signed in, and the subscription terms. */
export function SubscriptionsPage() {
  useDocumentTitle('Subscriptions');
  const { me } = useSession();
  const billing = useBillingEnabled();
  const subscription = useSubscription(me?.user.id ?? null);
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader showSections={false} />
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 outline-none sm:px-6"
      >
        <h1 className="text-3xl font-semibold tracking-tight">Subscriptions</h1>
        <p className="mt-3 text-ink-muted">How plans, the free trial, renewal and cancellation work.</p>
        {subscription.data && (
          <Card className="mt-8">
            <h2 className="text-lg font-semibold">Your plan</h2>
            <div className="mt-4">
              <SubscriptionSummary subscription={subscription.data} />
            </div>
          </Card>
        )}
        {billing === false && (
          <p className="mt-8 rounded-xl border border-line bg-surface p-4 text-sm">
            This Compound server has no paid plans: every feature is open to every account. The terms below
            apply where Compound is offered with paid plans.
          </p>
        )}
        <div className="mt-10 space-y-8">
          {terms.map((section) => {
            const headingId = `terms-${section.title.toLowerCase().replace(/\W+/g, '-')}`;
            return (
              <section key={section.title} aria-labelledby={headingId}>
                <h2 id={headingId} className="text-xl font-semibold tracking-tight">
                  {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)} className="mt-3 text-ink-muted text-pretty">
                    {paragraph}
                  </p>
                ))}
              </section>
            );
          })}
        </div>
        {!me && billing && (
          <p className="mt-10">
            <Link to="/pricing" className="font-medium text-accent underline">
              Compare the plans
            </Link>
          </p>
        )}
      </main>
    </div>
  );
}
