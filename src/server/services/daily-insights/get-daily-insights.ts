import { and, eq } from 'drizzle-orm';
import { formatInvalidDateMessage } from '../../../domain/actions/action-fields';
import { isDateKey } from '../../../domain/dates/date-key';
import type { Database } from '../../db/client';
import { dailyInsights } from '../../db/schema';
import { invalidInput } from '../service-error';

export type TDailyInsightsDto = {
  date: string;
  insights: Record<string, unknown>;
  metrics: Record<string, unknown>;
};

/** A day's insights and metrics; both empty when none were saved. */
export async function getDailyInsights(
  db: Database,
  userId: string,
  date: string,
): Promise<TDailyInsightsDto> {
  if (!isDateKey(date)) throw invalidInput([formatInvalidDateMessage(date)]);
  const [row] = await db
    .select({ insights: dailyInsights.insights, metrics: dailyInsights.metrics })
    .from(dailyInsights)
    .where(and(eq(dailyInsights.userId, userId), eq(dailyInsights.date, date)));
  return { date, insights: row?.insights ?? {}, metrics: row?.metrics ?? {} };
}
