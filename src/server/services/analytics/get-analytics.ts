import { eq, sql } from 'drizzle-orm';
import {
  countPeriodDays,
  maxPeriodDays,
  resolvePeriod,
  type TPeriod,
  type TPeriodPreset,
} from '../../../domain/analytics/analytics-period';
import {
  buildAnalyticsReport,
  type TAnalyticsReport,
} from '../../../domain/analytics/build-analytics-report';
import { isDateKey } from '../../../domain/dates/date-key';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import {
  defaultWeekStart,
  isKnownTimeZone,
  isWeekday,
  type TWeekday,
} from '../../../domain/preferences/preference-options';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';
import { invalidInput } from '../service-error';
import { loadAnalyticsInput } from './load-analytics-input';

export type TAnalyticsQuery = { period?: TPeriodPreset; from?: string; to?: string };

/** The messages a bad period gets (400). */
export const analyticsPeriodErrors = {
  invalidDate: (value: string) => `Invalid date format: ${value}`,
  reversed: 'The period must start on or before its end (from ≤ to)',
  tooLong: `The period can be at most ${maxPeriodDays} days long`,
};

export type TUserCalendar = { today: string; timezone: string; weekStart: TWeekday };

/** The user's time zone (UTC when unset or unknown here), today in it, and their week start. */
export async function loadUserCalendar(db: Database, userId: string, now: Date): Promise<TUserCalendar> {
  const [row] = await db
    .select({ timezone: userPreferences.timezone, weekStart: userPreferences.weekStart })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const timezone = row?.timezone && isKnownTimeZone(row.timezone) ? row.timezone : 'UTC';
  const weekStart = row && isWeekday(row.weekStart) ? row.weekStart : defaultWeekStart;
  return { today: todayInTimeZone(now, timezone), timezone, weekStart };
}

/**
 * GET /api/analytics: the signed-in user's report for a preset (ending today) or for from..to (both
 * included; from alone runs to today, to alone covers the 30 days up to it).
 */
export async function getAnalytics(
  db: Database,
  userId: string,
  query: TAnalyticsQuery,
  now = new Date(),
): Promise<TAnalyticsReport> {
  const calendar = await loadUserCalendar(db, userId, now);
  const period = await readPeriod(db, userId, query, calendar);
  const asOf = period.to < calendar.today ? period.to : calendar.today;
  const input = await loadAnalyticsInput(db, userId, { ...calendar, asOf }, period);
  return buildAnalyticsReport(input);
}

async function readPeriod(
  db: Database,
  userId: string,
  query: TAnalyticsQuery,
  { today, timezone }: TUserCalendar,
): Promise<TPeriod> {
  for (const value of [query.from, query.to]) {
    if (value !== undefined && !isDateKey(value))
      throw invalidInput([analyticsPeriodErrors.invalidDate(value)]);
  }
  if (query.from === undefined && query.to === undefined) {
    const preset = query.period ?? '30d';
    const firstDay = preset === 'all' ? await loadFirstDay(db, userId, timezone) : null;
    return resolvePeriod(preset, today, firstDay);
  }
  const to = query.to ?? today;
  const period = { from: query.from ?? resolvePeriod('30d', to, null).from, to };
  if (period.from > period.to) throw invalidInput([analyticsPeriodErrors.reversed]);
  if (countPeriodDays(period) > maxPeriodDays) throw invalidInput([analyticsPeriodErrors.tooLong]);
  return period;
}

/** The user's first day with a habit: the earliest creation or log. */
async function loadFirstDay(db: Database, userId: string, timezone: string): Promise<string | null> {
  const result = await db.execute(sql`select least(
    (select min((created_at at time zone ${timezone})::date) from habits where user_id = ${userId}),
    (select min(date) from habit_logs where user_id = ${userId}))::text as first_day`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows[0] as { first_day: string | null } | undefined)?.first_day ?? null;
}
