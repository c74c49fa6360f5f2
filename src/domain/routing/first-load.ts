import { readPeriodParam, type TPeriodPreset } from '../analytics/analytics-period';
import { homePage, pricingPage, trialPage } from '../content/app-public-pages';
import { readDayParam } from '../habits/day-navigation';
import { matchPathPattern } from './match-path-pattern';

/**
 * The modules of the tracker (/app) beyond the entry, as paths from the project root: the build puts
 * them and what they alone import in one chunk, and the server preloads that chunk with index.html.
 * They must be the modules the route table loads for /app.
 */
export const trackerModules = [
  'src/client/components/app/app-layout.tsx',
  'src/client/pages/today/today-page.tsx',
] as const;

/**
 * Analytics (/in/analytics) beyond the entry: the layout, the page and its charts, which it draws as
 * soon as the report is here. Named with the HTML, they download beside the entry and the report
 * instead of one after the other.
 */
export const analyticsModules = [
  trackerModules[0],
  'src/client/pages/analytics/analytics-page.tsx',
  'src/client/components/analytics/analytics-charts.tsx',
] as const;

/** The report of one period, as the web app asks for it (src/client/lib/analytics-api.ts). */
export function analyticsRequest(period: TPeriodPreset): string {
  return `/api/analytics?${new URLSearchParams({ period })}`;
}

/**
 * The landing pages' module (/, /pricing, /7daytrial): the app draws them, so their first paint
 * waits for it; named with the HTML, it downloads with the entry instead of after it.
 */
export const landingModules = ['src/client/pages/landing/landing-page.tsx'] as const;
const landingPaths: readonly string[] = [homePage.path, pricingPage.path, trialPage.path];

/** The tracker's list of one day, as the web app asks for it (`null` is the user's today). */
export function habitsOfDayRequest(date: string | null): string {
  const query = new URLSearchParams({ ...(date !== null && { date }), include_archived: 'false' });
  return `/api/habits?${query}`;
}

/**
 * The tracker's other reads of a day (its focus, its agenda, today's insights), as the web app asks
 * for them: the service worker keeps them on the first visit, so the first offline start shows the
 * whole day and not only its list.
 */
export function dayReadsOf(date: string): string[] {
  return [dailyFocusRequest(date), agendaRequest(date), '/api/daily-insights/today'];
}

/** A day's focus, as the web app asks for it. */
export function dailyFocusRequest(date: string): string {
  return `/api/daily-focus/${date}`;
}

/** A day's agenda, as the web app asks for it. */
export function agendaRequest(date: string): string {
  return `/api/agenda?${new URLSearchParams({ date })}`;
}

/**
 * What a page needs before it can show anything beyond the entry script: its modules (paths from the
 * project root) and the API reads it starts at once (URLs from the origin). The server names both in
 * index.html as preloads, so they download while the entry compiles; the web app's own requests must
 * be these exact URLs to take the preloaded answers. A visitor without a session sees only the
 * sign-in page, so only who is signed in is worth asking.
 */
export function firstLoad(
  url: URL,
  { signedIn }: { signedIn: boolean },
): { modules: readonly string[]; requests: string[] } {
  if (landingPaths.some((path) => matchPathPattern(path, url.pathname)))
    return { modules: landingModules, requests: ['/api/session'] };
  if (signedIn && matchPathPattern('/in/analytics', url.pathname))
    return {
      modules: analyticsModules,
      requests: ['/api/session', analyticsRequest(readPeriodParam(url.searchParams))],
    };
  if (!signedIn || !matchPathPattern('/app', url.pathname))
    return { modules: [], requests: ['/api/session'] };
  return {
    modules: trackerModules,
    requests: ['/api/session', habitsOfDayRequest(readDayParam(url.searchParams.get('date')))],
  };
}
