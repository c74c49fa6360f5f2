import { BarChart3, Bot, CalendarCheck, Check, Share2, Target, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  homePage,
  pricingPage,
  publicPageWords,
  type TAppPublicPage,
  trialPage,
} from '@/domain/content/app-public-pages';
import { PublicHeader } from '../../components/marketing/public-header';
import { PublicPlans, signUpForPlanPath, useBillingEnabled } from '../../components/marketing/public-plans';
import { SiteFooter } from '../../components/marketing/site-footer';
import { mainContentId } from '../../components/shell/skip-link';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';

type THero = {
  page: TAppPublicPage;
  /** The home page's title is the site's own; the others name themselves. */
  ownTitle: boolean;
  eyebrow: string;
  /** What the eyebrow says on a server without paid plans (billing off). */
  eyebrowWithoutBilling?: string;
  trialCta?: boolean;
};

export function HomePage() {
  return (
    <LandingPage hero={{ page: homePage, ownTitle: false, eyebrow: 'Habits · Goals · Skills · AI coach' }} />
  );
}

export function PricingPage() {
  return <LandingPage hero={{ page: pricingPage, ownTitle: true, eyebrow: 'Pricing' }} />;
}

export function TrialPage() {
  return (
    <LandingPage
      hero={{
        page: trialPage,
        ownTitle: true,
        eyebrow: '7-day free trial',
        eyebrowWithoutBilling: 'Start free',
        trialCta: true,
      }}
    />
  );
}

const features: readonly { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <CalendarCheck aria-hidden="true" className="size-5" />,
    title: 'Habits that fit your day',
    text: 'Yes-or-no habits or numeric targets with your own units, a check-in that takes seconds, and a timer for practice.',
  },
  {
    icon: <Target aria-hidden="true" className="size-5" />,
    title: 'Goals you can see moving',
    text: 'Link habits to goals and watch progress follow from what you actually did this week.',
  },
  {
    icon: <Trophy aria-hidden="true" className="size-5" />,
    title: 'Skills that level up',
    text: 'Practice time turns into experience and levels, down to the subskills you are working on.',
  },
  {
    icon: <Bot aria-hidden="true" className="size-5" />,
    title: 'A coach that asks first',
    text: 'It proposes habits, goals and a focus for the day. You confirm, change or cancel every action.',
  },
  {
    icon: <BarChart3 aria-hidden="true" className="size-5" />,
    title: 'Analytics and daily insights',
    text: 'See streaks, trends and what moved the needle, without building a spreadsheet.',
  },
  {
    icon: <Share2 aria-hidden="true" className="size-5" />,
    title: 'Accountability, if you want it',
    text: 'Invite a partner, or share a dashboard by link with the people you choose.',
  },
];

const steps: readonly { title: string; text: string }[] = [
  { title: 'Start with two or three habits', text: 'Small enough to keep on a busy day.' },
  { title: 'Check in daily', text: 'A tap for yes-or-no habits, a number for the rest.' },
  { title: 'Review with your coach', text: 'Look back on the last two weeks and choose one focus.' },
];

function LandingPage({ hero }: { hero: THero }) {
  const billing = useBillingEnabled();
  const words = publicPageWords(hero.page, billing !== false);
  useDocumentTitle(hero.ownTitle && billing !== undefined ? words.title : null);
  const trialCta = hero.trialCta && billing === true;
  // Words about plans wait for the answer: a server without billing must never show them, even briefly.
  const unsure = billing === undefined && hero.page.withoutBilling !== undefined;
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
          <div className={unsure ? 'invisible' : undefined}>
            <p className="text-sm font-semibold text-accent">
              {billing === false ? (hero.eyebrowWithoutBilling ?? hero.eyebrow) : hero.eyebrow}
            </p>
            <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {words.heading}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted text-pretty">{words.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                to={trialCta ? signUpForPlanPath('elite_month') : '/auth?mode=signup'}
                className={buttonClasses({ size: 'lg' })}
              >
                {trialCta ? 'Start your free trial' : 'Create your account'}
              </Link>
              {billing && (
                <Link to="#plans" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                  See the plans
                </Link>
              )}
            </div>
            {billing && (
              <p className="mt-4 text-sm text-ink-subtle">
                Paid plans start with a 7-day free trial of Elite.
              </p>
            )}
            {billing === false && (
              <p className="mt-4 text-sm text-ink-subtle">Every feature is included on this server.</p>
            )}
            <TryFirst />
          </div>
          <TodayPreview />
        </section>

        <section
          id="features"
          aria-labelledby="features-title"
          className="scroll-mt-20 border-t border-line/70 bg-surface"
        >
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
            <h2 id="features-title" className="max-w-2xl text-3xl font-semibold tracking-tight text-balance">
              One place for the things you are working on
            </h2>
            <p className="mt-3 max-w-2xl text-ink-muted text-pretty">
              Habits feed goals, practice builds skills, and the coach helps you decide what matters today.
            </p>
            <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
              {features.map((feature) => (
                <li key={feature.title}>
                  <div className="flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
                    {feature.icon}
                  </div>
                  <h3 className="mt-4 font-semibold">{feature.title}</h3>
                  <p className="mt-1.5 text-sm text-ink-muted text-pretty">{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <h2 id="steps-title" className="text-3xl font-semibold tracking-tight">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-line bg-surface p-6">
                <span className="flex size-8 items-center justify-center rounded-full bg-ink text-sm font-semibold text-canvas">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{step.title}</h3>
                <p className="mt-1.5 text-sm text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        {billing && (
          <section
            id="plans"
            aria-labelledby="plans-title"
            className="scroll-mt-20 border-t border-line/70 bg-surface"
          >
            <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
              <div className="mx-auto max-w-2xl text-center">
                <h2 id="plans-title" className="text-3xl font-semibold tracking-tight">
                  Plans
                </h2>
                <p className="mt-3 text-ink-muted">Paid plans start with a 7-day free trial of Elite.</p>
              </div>
              <div className="mt-12">
                <PublicPlans />
                <p className="mt-6 text-center text-sm text-ink-muted">
                  Subscriptions renew monthly until you cancel; cancel any time from Settings. See the{' '}
                  <Link className="font-medium text-accent underline" to="/subscriptions">
                    subscription terms
                  </Link>
                  .
                </p>
              </div>
            </div>
          </section>
        )}

        <section className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <h2 className="text-3xl font-semibold tracking-tight text-balance">Start small today.</h2>
          <p className="mx-auto mt-3 max-w-md text-ink-muted">
            Begin with one habit. Add the next when it sticks.
          </p>
          <Link to="/auth?mode=signup" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
            Create your account
          </Link>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

const demos: readonly { to: string; label: string }[] = [
  { to: '/coach', label: 'the coach, as a guest' },
  { to: '/analytics', label: 'analytics on example data' },
  { to: '/live-demo', label: 'a live public dashboard' },
];

/** The demos that need no account, so a visitor can look before signing up. */
function TryFirst() {
  return (
    <p className="mt-4 text-sm text-ink-muted text-pretty">
      Or try it first:{' '}
      {demos.map((demo, index) => (
        <span key={demo.to}>
          {index > 0 && (index === demos.length - 1 ? ' or ' : ', ')}
          <Link to={demo.to} className="font-medium text-accent underline underline-offset-4">
            {demo.label}
          </Link>
        </span>
      ))}
      .
    </p>
  );
}

const previewHabits: readonly { name: string; detail: string; done: boolean; progress: number }[] = [
  { name: 'Morning walk', detail: '12-day streak', done: true, progress: 1 },
  { name: 'Read', detail: '14 of 20 pages', done: false, progress: 0.7 },
  { name: 'Guitar practice', detail: '25 min tracked', done: true, progress: 1 },
];

/** An illustration of the app, not a working part of it, so it is hidden from assistive technology. */
function TodayPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-accent-soft blur-2xl" />
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-xl sm:p-6">
        <div className="flex items-baseline justify-between">
          <p className="text-lg font-semibold">Today</p>
          <p className="text-sm text-ink-subtle">2 of 3 done</p>
        </div>
        <ul className="mt-4 space-y-3">
          {previewHabits.map((habit) => (
            <li key={habit.name} className="flex items-center gap-3 rounded-xl border border-line p-3">
              <span
                className={
                  habit.done
                    ? 'flex size-7 items-center justify-center rounded-full bg-accent text-on-accent'
                    : 'flex size-7 items-center justify-center rounded-full border-2 border-line-strong/60'
                }
              >
                {habit.done && <Check className="size-4" />}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">{habit.name}</p>
                <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-muted">
                  <div
                    className="h-full rounded-full bg-accent"
                    style={{ width: `${habit.progress * 100}%` }}
                  />
                </div>
              </div>
              <p className="w-24 text-right text-xs text-ink-muted">{habit.detail}</p>
            </li>
          ))}
        </ul>
        <div className="mt-5 rounded-xl bg-surface-muted p-4">
          <div className="flex items-center gap-2 text-xs font-semibold text-accent">
            <Bot className="size-4" />
            Coach
          </div>
          <p className="mt-2 text-sm text-pretty">
            Twelve walks in a row. Shall I add a goal to walk 100 km by the end of the month?
          </p>
          <div className="mt-3 flex gap-2">
            <span className={buttonClasses({ size: 'sm' })}>Yes, add it</span>
            <span className={buttonClasses({ variant: 'secondary', size: 'sm' })}>Not now</span>
          </div>
        </div>
      </div>
    </div>
  );
}
