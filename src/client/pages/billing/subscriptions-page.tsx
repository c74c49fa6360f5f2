import { Link } from 'react-router';
import { collectionSections } from '@/domain/content/content-collections';
import { SubscriptionSummary } from '../../components/billing/subscription-summary';
import { ContentArticle } from '../../components/content/content-article';
import { PublicContentLayout } from '../../components/content/public-content-layout';
import { useBillingEnabled } from '../../components/marketing/public-plans';
import { Card } from '../../components/ui/card';
import { useSession } from '../../hooks/use-session';
import { useSubscription } from '../../hooks/use-subscription';
import { legalEntries } from '../../lib/content/legal-content';
import { NotFoundPage } from '../not-found/not-found-page';

const termsEntry = legalEntries.find((entry) => entry.slug === 'subscriptions');

/** /subscriptions (open to everyone): the user's plan when signed in, and the subscription terms where plans are sold. */
export function SubscriptionsPage() {
  const { me } = useSession();
  const billing = useBillingEnabled();
  const subscription = useSubscription(me?.user.id ?? null);
  if (!termsEntry) return <NotFoundPage />;
  return (
    <PublicContentLayout>
      {subscription.data && (
        <Card className="mb-10">
          <h2 className="text-lg font-semibold">Your plan</h2>
          <div className="mt-4">
            <SubscriptionSummary subscription={subscription.data} />
          </div>
        </Card>
      )}
      {billing === false && (
        <>
          <h1 className="mb-6 text-3xl font-semibold tracking-tight">Subscriptions</h1>
          <p className="mb-10 rounded-xl border border-line bg-surface p-4 text-sm">
            {/* A signed-in user's plan card has just said there are no paid plans. */}
            {subscription.data
              ? 'There are no subscriptions to manage here.'
              : 'This Compound server has no paid plans: every feature is open to every account, and there are no subscriptions to manage.'}
          </p>
        </>
      )}
      {/* Terms of plans this server does not sell would only offer them; they wait for the answer. */}
      {billing === true && (
        <ContentArticle entries={legalEntries} entry={termsEntry} section={collectionSections.legal} />
      )}
      {!me && billing && (
        <p className="mt-10 print:hidden">
          <Link to="/pricing" className="font-medium text-accent underline">
            Compare the plans
          </Link>
        </p>
      )}
    </PublicContentLayout>
  );
}
