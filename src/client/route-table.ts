import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { readDayParam } from '@/domain/habits/day-navigation';
import { matchPathPattern } from '@/domain/routing/match-path-pattern';
import { habitsOfDayQuery } from './hooks/use-habits-of-day';

export type TPageRoute = {
  path: string;
  load: () => Promise<ComponentType>;
  /** Starts the page's first request while its code is still loading, so the two do not queue. */
  prefetch?: (queryClient: QueryClient, url: URL) => void;
};

/** The legal pages at the top of the site, one page component for all (content/legal); /subscriptions has its own. */
const legalPagePaths = ['/privacy', '/terms', '/eula', '/disclaimer', '/cookies', '/data-safety'];

/** Pages shown on their own; who may see them is decided by the route gate, not by nesting. */
export const standalonePages: readonly TPageRoute[] = [
  { path: '/', load: () => import('./pages/landing/landing-page').then((module) => module.HomePage) },
  {
    path: '/pricing',
    load: () => import('./pages/landing/landing-page').then((module) => module.PricingPage),
  },
  {
    path: '/7daytrial',
    load: () => import('./pages/landing/landing-page').then((module) => module.TrialPage),
  },
  { path: '/auth', load: () => import('./pages/auth/auth-page').then((module) => module.AuthPage) },
  {
    path: '/check-email',
    load: () => import('./pages/auth/check-email-page').then((module) => module.CheckEmailPage),
  },
  {
    path: '/forgot-password',
    load: () => import('./pages/auth/forgot-password-page').then((module) => module.ForgotPasswordPage),
  },
  {
    path: '/reset-password',
    load: () => import('./pages/auth/reset-password-page').then((module) => module.ResetPasswordPage),
  },
  {
    path: '/expired-token',
    load: () => import('./pages/auth/expired-token-page').then((module) => module.ExpiredTokenPage),
  },
  { path: '/logout', load: () => import('./pages/auth/logout-page').then((module) => module.LogoutPage) },
  {
    path: '/subscriptions',
    load: () => import('./pages/billing/subscriptions-page').then((module) => module.SubscriptionsPage),
  },
  {
    path: '/coach',
    load: () => import('./pages/coach/coach-demo-page').then((module) => module.CoachDemoPage),
  },
  {
    path: '/analytics',
    load: () =>
      import('./pages/analytics/public-analytics-page').then((module) => module.PublicAnalyticsPage),
  },
  {
    path: '/docs/api',
    load: () => import('./pages/docs/api-docs-page').then((module) => module.ApiDocsPage),
  },
  {
    path: '/research',
    load: () => import('./pages/content/research-pages').then((module) => module.ResearchIndexPage),
  },
  {
    path: '/research/:slug',
    load: () => import('./pages/content/research-pages').then((module) => module.ResearchArticlePage),
  },
  { path: '/docs', load: () => import('./pages/content/docs-pages').then((module) => module.DocsIndexPage) },
  {
    path: '/docs/:slug',
    load: () => import('./pages/content/docs-pages').then((module) => module.DocsArticlePage),
  },
  {
    path: '/legal',
    load: () => import('./pages/content/legal-pages').then((module) => module.LegalIndexPage),
  },
  ...legalPagePaths.map((path) => ({
    path,
    load: () => import('./pages/content/legal-pages').then((module) => module.LegalPage),
  })),
  {
    path: '/service',
    load: () => import('./pages/content/service-page').then((module) => module.ServicePage),
  },
  {
    path: '/u/:slug',
    load: () =>
      import('./pages/dashboards/public-dashboard-page').then((module) => module.PublicDashboardPage),
  },
  {
    path: '/u/:slug/live',
    load: () => import('./pages/dashboards/public-dashboard-page').then((module) => module.LiveDashboardPage),
  },
  {
    path: '/d/:hash',
    load: () => import('./pages/dashboards/public-dashboard-page').then((module) => module.HashDashboardPage),
  },
  {
    path: '/welcome-ios',
    load: () => import('./pages/native/welcome-page').then((module) => module.WelcomeIosPage),
  },
  {
    path: '/welcome-android',
    load: () => import('./pages/native/welcome-page').then((module) => module.WelcomeAndroidPage),
  },
  {
    path: '/paywall-ios',
    load: () => import('./pages/native/paywall-page').then((module) => module.PaywallIosPage),
  },
  {
    path: '/paywall-android',
    load: () => import('./pages/native/paywall-page').then((module) => module.PaywallAndroidPage),
  },
  {
    path: '/welcome-invite',
    load: () => import('./pages/accountability/invite-pages').then((module) => module.WelcomeInvitePage),
  },
  {
    path: '/live-demo',
    load: () => import('./pages/dashboards/live-demo-page').then((module) => module.LiveDemoPage),
  },
  {
    path: '/docs/analytics-metrics',
    load: () =>
      import('./pages/analytics/analytics-metrics-docs-page').then(
        (module) => module.AnalyticsMetricsDocsPage,
      ),
  },
];

/** Pages inside the signed-in app layout (header and navigation). */
export const appPages: readonly TPageRoute[] = [
  {
    path: '/app',
    load: () => import('./pages/today/today-page').then((module) => module.TodayPage),
    prefetch: (queryClient, url) =>
      void queryClient.prefetchQuery(habitsOfDayQuery(readDayParam(url.searchParams.get('date')), 'active')),
  },
  {
    path: '/in/analytics',
    load: () => import('./pages/analytics/analytics-page').then((module) => module.AnalyticsPage),
    // The request module is imported here, not at the top, so /app's first paint does not carry it.
    prefetch: (queryClient, url) =>
      void import('./lib/analytics-api').then(({ analyticsQuery, readPeriodParam }) =>
        queryClient.prefetchQuery(analyticsQuery(readPeriodParam(url.searchParams))),
      ),
  },
  {
    path: '/in/goals',
    load: () => import('./pages/goals/goals-page').then((module) => module.GoalsPage),
  },
  {
    path: '/in/assistant',
    load: () => import('./pages/coach/assistant-page').then((module) => module.AssistantPage),
  },
  {
    path: '/in/mastery',
    load: () => import('./pages/mastery/mastery-page').then((module) => module.MasteryPage),
  },
  {
    path: '/in/mastery/:skillId',
    load: () => import('./pages/mastery/skill-page').then((module) => module.SkillPage),
  },
  {
    path: '/in/education',
    load: () => import('./pages/education/education-page').then((module) => module.EducationPage),
  },
  {
    path: '/in/education/:slug',
    load: () => import('./pages/education/lesson-page').then((module) => module.LessonPage),
  },
  {
    path: '/in/service',
    load: () => import('./pages/service/support-page').then((module) => module.SupportPage),
  },
  {
    path: '/in/accountability',
    load: () =>
      import('./pages/accountability/accountability-page').then((module) => module.AccountabilityPage),
  },
  {
    path: '/onboarding-invite',
    load: () => import('./pages/accountability/invite-pages').then((module) => module.OnboardingInvitePage),
  },
  {
    path: '/settings',
    load: () => import('./pages/settings/settings-page').then((module) => module.SettingsPage),
  },
];

export const loadAppLayout = () => import('./components/app/app-layout').then((module) => module.AppLayout);

export const loadNotFoundPage = () =>
  import('./pages/not-found/not-found-page').then((module) => module.NotFoundPage);

/** Whether a path leads to a page of this build; shortcuts and navigation offer only those. */
export function isRegisteredPath(path: string): boolean {
  return [...standalonePages, ...appPages].some((page) => matchPathPattern(page.path, path));
}
