import { and, eq, sql } from 'drizzle-orm';
import { validateCreateDailyInsights } from '../../../domain/actions/create-daily-insights.action';
import { resolvePeriod } from '../../../domain/analytics/analytics-period';
import { buildAnalyticsReport } from '../../../domain/analytics/build-analytics-report';
import { buildDailyInsights, readModelInsights } from '../../../domain/analytics/build-daily-insights';
import type { TCoachProvider } from '../../coach/coach-provider';
import type { Database } from '../../db/client';
import { dailyInsights, habits } from '../../db/schema';
import { loadUserCalendar } from '../analytics/get-analytics';
import { loadAnalyticsInput } from '../analytics/load-analytics-input';
import { loadCoachContext } from '../coach/load-coach-context';
import type { TDailyInsightsDto } from './get-daily-insights';

/** How long the configured model may take to write the day's insights before the built-in ones are kept. */
export const modelInsightsTimeoutMs = 20_000;

/**
 * Today's insights, written on the first call of the user's day (in their time zone) and read after.
 * Concurrent first visits may each write a draft, but `insert … on conflict do nothing` on the unique
 * (user_id, date) keeps the first, and every caller answers the row that was kept. With a model
 * (OPENAI_API_KEY set) the model rewrites the built-in draft through a create_daily_insights action,
 * validated like any action; if it fails or answers anything else, the built-in draft is saved.
 */
export async function ensureTodayInsights(
  db: Database,
  userId: string,
  model: TCoachProvider | null,
  now = new Date(),
): Promise<TDailyInsightsDto> {
  const calendar = await loadUserCalendar(db, userId, now);
  const { today } = calendar;
  const saved = await readInsights(db, userId, today);
  if (saved && !(await wasWrittenBeforeFirstHabit(db, userId, saved))) return saved;
  const period = resolvePeriod('30d', today, null);
  const report = buildAnalyticsReport(
    await loadAnalyticsInput(db, userId, { ...calendar, asOf: today }, period),
  );
  const draft = buildDailyInsights(report, today, now);
  const insights = (model && (await writeWithModel(db, userId, model, draft, today, now))) ?? draft.insights;
  const insert = db.insert(dailyInsights).values({ userId, date: today, insights, metrics: draft.metrics });
  // Only a draft that knows of a habit rewrites a day written before the first habit; otherwise, and for
  // every concurrent first visit, the row written first is kept.
  await (draft.metrics.habits === 0
    ? insert.onConflictDoNothing({ target: [dailyInsights.userId, dailyInsights.date] })
    : insert.onConflictDoUpdate({
        target: [dailyInsights.userId, dailyInsights.date],
        set: { insights, metrics: draft.metrics },
        where: sql`(${dailyInsights.metrics} ->> 'habits')::int = 0`,
      }));
  const kept = await readInsights(db, userId, today);
  if (!kept) throw new Error('The day’s insights were neither saved nor found');
  return kept;
}

/**
 * Issue 35: the day's insights are written on its first visit, often before the person's first habit;
 * then "Add a habit…" stayed all day after seven habits existed. Such a day is written again once a
 * habit exists (at most once: the rewrite records the habits).
 */
async function wasWrittenBeforeFirstHabit(db: Database, userId: string, saved: TDailyInsightsDto) {
  if (saved.metrics.habits !== 0) return false;
  const [first] = await db.select({ id: habits.id }).from(habits).where(eq(habits.userId, userId)).limit(1);
  return first !== undefined;
}

async function readInsights(db: Database, userId: string, date: string): Promise<TDailyInsightsDto | null> {
  const [row] = await db
    .select({ insights: dailyInsights.insights, metrics: dailyInsights.metrics })
    .from(dailyInsights)
    .where(and(eq(dailyInsights.userId, userId), eq(dailyInsights.date, date)));
  return row ? { date, insights: row.insights, metrics: row.metrics } : null;
}

async function writeWithModel(
  db: Database,
  userId: string,
  model: TCoachProvider,
  draft: ReturnType<typeof buildDailyInsights>,
  today: string,
  now: Date,
) {
  const prompt = `Write my insights for today (${today}) as one create_daily_insights action for ${today}: insights = { summary: yesterday in one sentence, risks: up to 3 short sentences about today's risks, focus: one suggested focus }, metrics = the numbers below unchanged. Use my numbers only.
Numbers: ${JSON.stringify(draft.metrics)}
A draft: ${JSON.stringify({ summary: draft.insights.summary, risks: draft.insights.risks, focus: draft.insights.focus })}`;
  try {
    const context = await loadCoachContext(db, userId, now);
    let action: unknown = null;
    for await (const event of model.streamReply({
      messages: [{ role: 'user', content: prompt }],
      context,
      guest: false,
      signal: AbortSignal.timeout(modelInsightsTimeoutMs),
    })) {
      if (event.type === 'action') action = event.action;
    }
    const payload = (action ?? {}) as Record<string, unknown>;
    if (payload.type !== 'create_daily_insights') return null;
    const verdict = validateCreateDailyInsights({ ...payload, date: today }, { today });
    return verdict.ok ? readModelInsights(verdict.value.insights, now) : null;
  } catch {
    // The model is an improvement, never a requirement: its failure leaves the built-in insights.
    return null;
  }
}
