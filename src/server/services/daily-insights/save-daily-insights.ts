import { sql } from 'drizzle-orm';
import {
  checkCreateDailyInsights,
  type TCreateDailyInsights,
} from '../../../domain/actions/create-daily-insights.action';
import { isDateKey } from '../../../domain/dates/date-key';
import type { Database } from '../../db/client';
import { dailyInsights } from '../../db/schema';
import { loadUserToday } from '../load-user-today';
import { invalidInput } from '../service-error';
import type { TDailyInsightsDto } from './get-daily-insights';

/** Sets a day's insights and metrics (read by the create_daily_insights schema; one row per user and date, replaced). */
export async function saveDailyInsights(
  db: Database,
  userId: string,
  date: string,
  input: Omit<TCreateDailyInsights, 'date'>,
  now = new Date(),
): Promise<TDailyInsightsDto & { warnings: string[] }> {
  if (!isDateKey(date)) throw invalidInput([`Invalid date format: ${date}`]);
  const today = await loadUserToday(db, userId, now);
  const verdict = checkCreateDailyInsights({ ...input, date }, { today });
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const { insights, metrics } = verdict.value;
  await db
    .insert(dailyInsights)
    .values({ userId, date: verdict.value.date, insights, metrics })
    .onConflictDoUpdate({
      target: [dailyInsights.userId, dailyInsights.date],
      set: { insights, metrics, updatedAt: sql`now()` },
    });
  return { date: verdict.value.date, insights, metrics, warnings: verdict.warnings };
}
