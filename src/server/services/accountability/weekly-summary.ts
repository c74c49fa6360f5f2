import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/dates/date-key';
import { formatCalendarDate } from '../../../domain/dates/day-titles';
import { startOfWeek } from '../../../domain/dates/week-buckets';
import { describeGoalFigure } from '../../../domain/goals/describe-goal-figure';
import type { Database } from '../../db/client';
import { accountabilityMessages, accountabilityPartners, users, weeklySummaryRuns } from '../../db/schema';
import { emailLayout } from '../../email/auth-emails';
import type { Mailer } from '../../email/mailer';
import type { Logger } from '../../lib/logger';
import { startRepeatingJob } from '../../lib/repeating-job';
import { oncePerPeriod } from '../job-leases';
import { listPartners } from './partners';

export type TWeeklySummaryDeps = { db: Database; mailer: Mailer; publicUrl: string; logger: Logger };

/** The Monday (UTC) of the last whole week before `now`: the week a summary sent now is about. */
export function summaryWeekStart(now: Date): string {
  const today = now.toISOString().slice(0, 10);
  return addDays(startOfWeek(today, 1), -7);
}

/** The e-mail's text: each partner's shared goals and how far they have come, and the cheers of the week. */
export function buildWeeklySummaryText(
  partners: Awaited<ReturnType<typeof listPartners>>,
  cheersReceived: number,
  weekStart: string,
): string {
  const lines = [`Your accountability week of ${formatCalendarDate(weekStart)}:`, ''];
  for (const partner of partners) {
    lines.push(`${partner.name ?? 'Your partner'}:`);
    if (partner.goals.length === 0) lines.push('  shares no goals yet.');
    for (const goal of partner.goals) {
      lines.push(
        `  ${goal.name}: ${describeGoalFigure(goal)}${goal.status === 'completed' ? ' (completed)' : ''}`,
      );
    }
  }
  lines.push('', `Cheers and nudges you received: ${cheersReceived}.`);
  return lines.join('\n');
}

/**
 * Sends each user with a partner one summary of the last week. Several server processes may run this
 * at once: the claim is the row (user, week) in weekly_summary_runs, which only one INSERT can create,
 * so exactly one process sends each e-mail. A failed send gives the claim back for the next run.
 */
export async function runWeeklySummaries(deps: TWeeklySummaryDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const weekStart = summaryWeekStart(now);
  const weekEnd = addDays(weekStart, 7);
  const people = await db
    .selectDistinct({ userId: accountabilityPartners.userId, email: users.email })
    .from(accountabilityPartners)
    .innerJoin(users, eq(users.id, accountabilityPartners.userId));
  let sent = 0;
  for (const person of people) {
    const claimed = await db
      .insert(weeklySummaryRuns)
      .values({ userId: person.userId, weekStart })
      .onConflictDoNothing()
      .returning({ userId: weeklySummaryRuns.userId });
    if (claimed.length === 0) continue;
    try {
      const partners = await listPartners(db, person.userId);
      const [received] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(accountabilityMessages)
        .where(
          and(
            eq(accountabilityMessages.recipientId, person.userId),
            gte(accountabilityMessages.createdAt, new Date(`${weekStart}T00:00:00Z`)),
            lt(accountabilityMessages.createdAt, new Date(`${weekEnd}T00:00:00Z`)),
          ),
        );
      const text = buildWeeklySummaryText(partners, received?.value ?? 0, weekStart);
      const link = `${deps.publicUrl}/in/accountability`;
      await deps.mailer.send({
        to: person.email,
        subject: 'Your accountability partners’ week',
        text: `${text}\n\nSee more: ${link}\n`,
        html: emailLayout('Your partners’ week', text, link, 'Open accountability'),
        tags: ['accountability', 'weekly-summary'],
      });
      sent += 1;
    } catch (error) {
      deps.logger.error('A weekly summary failed; it will be tried again', error);
      await db
        .delete(weeklySummaryRuns)
        .where(and(eq(weeklySummaryRuns.userId, person.userId), eq(weeklySummaryRuns.weekStart, weekStart)));
    }
  }
  return sent;
}

/** Runs the summaries at start and every hour; the claims make repeated runs (and other processes) harmless. */
export function startWeeklySummaryJob(deps: TWeeklySummaryDeps): { stop: () => void } {
  return startRepeatingJob({
    what: 'The weekly summaries',
    everyMs: 3_600_000,
    logger: deps.logger,
    run: oncePerPeriod(deps.db, 'weekly-summaries', 3_600_000, () => runWeeklySummaries(deps)),
  });
}
