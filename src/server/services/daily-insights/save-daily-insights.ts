import { sql } from 'drizzle-orm';
import { validateCreateDailyInsights } from '../../../domain/actions/create-daily-insights.action';
import type { Database } from '../../db/client';
import { dailyInsights } from '../../db/schema';
import { loadUserToday } from '../load-user-today';
import { invalidInput } from '../service-error';
import type { TDailyInsightsDto } from './get-daily-insights';

/** Sets a day's insights and metrics (create_daily_insights rules; one row per user and date, replaced). */
export async function saveDailyInsights(
  db: Database,
  userId: string,
  date: string,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<TDailyInsightsDto & { warnings: string[] }> {
  const today = await loadUserToday(db, userId, now);
  const verdict = validateCreateDailyInsights({ ...input, date }, { today });
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
