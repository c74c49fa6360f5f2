import type { TPublicDashboardRequest } from '../dashboards/dashboards-api';

/**
 * The keys of the web app's queries whose answers the server already has when it renders a page
 * (decision 0033): one definition for the app's hooks and the server's render.
 */
export const meQueryKey = ['me'] as const;

export const planOffersQueryKey = ['plan-offers'] as const;

export const publicDashboardQueryKey = (request: TPublicDashboardRequest) =>
  ['public-dashboard', request.slug ?? null, request.hash ?? null] as const;

/** The user's settings (time zone, week start…): the tracker reads them to send the browser's zone once. */
export const preferencesQueryKey = ['preferences'] as const;

/** One day's focus (spec: set_focus). */
export const dailyFocusQueryKey = (date: string) => ['daily-focus', date] as const;

/** The focus sessions' queries: the realtime notice for focus_sessions marks all of them stale. */
export const focusSessionsQueryRoot = ['focus-sessions'] as const;

/** The titled blocks of one planned day (the coach's schedule_day), under the focus sessions' root. */
export const agendaQueryKey = (date: string) => [...focusSessionsQueryRoot, 'agenda', date] as const;

/** Which habits a day's list holds: the active ones (the tracker) or all of them (the archive). */
export type THabitScope = 'active' | 'all';

/** One day's list of habits; `date` null is the user's today, which only the server knows (their time zone). */
export const habitsQueryKey = (date: string | null, scope: THabitScope) => ['habits', date, scope] as const;
