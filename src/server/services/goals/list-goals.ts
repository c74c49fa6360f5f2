import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { addDays } from '../../../domain/dates/date-key';
import { computeGoalProgress } from '../../../domain/goals/compute-goal-progress';
import { goalProgressWindowDays } from '../../../domain/goals/goal-rules';
import type { Database } from '../../db/client';
import { goalBaselines, goalProgressLogs, goals, habitGoalLinks, habitLogs } from '../../db/schema';
import { loadUserToday } from '../load-user-today';
import { loadPreferencesMetadata, pickGoalMetadata, type TGoalMetadataDto } from './goal-metadata';
import {
  presentGoal,
  presentGoalBaseline,
  presentGoalLink,
  presentGoalProgress,
  presentGoalProgressLog,
  type TGoalBaselineDto,
  type TGoalDto,
  type TGoalLinkDto,
  type TGoalProgressDto,
  type TGoalProgressLogDto,
} from './present-goal';

export type TGoalWithProgressDto = TGoalDto &
  TGoalMetadataDto & {
    baselines: TGoalBaselineDto[];
    links: TGoalLinkDto[];
    progress_logs: TGoalProgressLogDto[];
    progress: TGoalProgressDto;
  };

/**
 * The goals page in one call (spec 7, "Goals load"): goals by created_at, each with its baselines,
 * habit links, progress logs by recorded_at, its entries of the preferences metadata, and its progress
 * from the linked habits' last 7 days as of the user's today.
 */
export async function listGoals(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ today: string; goals: TGoalWithProgressDto[] }> {
  const today = await loadUserToday(db, userId, now);
  const [goalRows, baselineRows, linkRows, progressRows, logRows, metadata] = await Promise.all([
    db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.createdAt), asc(goals.id)),
    db
      .select()
      .from(goalBaselines)
      .where(eq(goalBaselines.userId, userId))
      .orderBy(asc(goalBaselines.createdAt)),
    db
      .select()
      .from(habitGoalLinks)
      .where(eq(habitGoalLinks.userId, userId))
      .orderBy(asc(habitGoalLinks.createdAt)),
    db
      .select()
      .from(goalProgressLogs)
      .where(eq(goalProgressLogs.userId, userId))
      .orderBy(asc(goalProgressLogs.recordedAt)),
    db
      .select({ habit_id: habitLogs.habitId, date: habitLogs.date, is_complete: habitLogs.isComplete })
      .from(habitLogs)
      .where(
        and(
          eq(habitLogs.userId, userId),
          eq(habitLogs.isComplete, true),
          gte(habitLogs.date, addDays(today, 1 - goalProgressWindowDays)),
          lte(habitLogs.date, today),
        ),
      ),
    loadPreferencesMetadata(db, userId),
  ]);

  const byGoal = <T extends { goalId: string }>(rows: T[]) => {
    const grouped = new Map<string, T[]>();
    for (const row of rows) {
      const ofGoal = grouped.get(row.goalId);
      if (ofGoal) ofGoal.push(row);
      else grouped.set(row.goalId, [row]);
    }
    return (goalId: string) => grouped.get(goalId) ?? [];
  };
  const baselinesOf = byGoal(baselineRows);
  const linksOf = byGoal(linkRows);
  const progressOf = byGoal(progressRows);

  return {
    today,
    goals: goalRows.map((goal) => {
      const links = linksOf(goal.id).map(presentGoalLink);
      const progressLogs = progressOf(goal.id).map(presentGoalProgressLog);
      const progress = computeGoalProgress({
        goal: { target_value: goal.targetValue, status: goal.status },
        links,
        habitLogs: logRows,
        progressLogs,
        today,
      });
      return {
        ...presentGoal(goal),
        ...pickGoalMetadata(metadata, goal.id),
        baselines: baselinesOf(goal.id).map(presentGoalBaseline),
        links,
        progress_logs: progressLogs,
        progress: presentGoalProgress(progress),
      };
    }),
  };
}
