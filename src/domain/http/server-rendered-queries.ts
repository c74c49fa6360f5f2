import type { TPublicDashboardRequest } from '../dashboards/dashboards-api';

/**
 * The keys of the web app's queries whose answers the server already has when it renders a page
 * (decision 0033): one definition for the app's hooks and the server's render.
 */
export const meQueryKey = ['me'] as const;

export const planOffersQueryKey = ['plan-offers'] as const;

export const publicDashboardQueryKey = (request: TPublicDashboardRequest) =>
  ['public-dashboard', request.slug ?? null, request.hash ?? null] as const;

/** Which habits a day's list holds: the active ones (the tracker) or all of them (the archive). */
export type THabitScope = 'active' | 'all';

/** One day's list of habits; `date` null is the user's today, which only the server knows (their time zone). */
export const habitsQueryKey = (date: string | null, scope: THabitScope) => ['habits', date, scope] as const;
