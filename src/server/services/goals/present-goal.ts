import type { TGoalProgress } from '../../../domain/goals/compute-goal-progress';
import type { goalBaselines, goalProgressLogs, goals, habitGoalLinks } from '../../db/schema';

export type TGoalBaselineDto = {
  id: string;
  goal_id: string;
  metric: string;
  value: number;
  unit: string | null;
  created_at: string;
};
export type TGoalLinkDto = { goal_id: string; habit_id: string; contribution: number };
export type TGoalProgressLogDto = { id: string; goal_id: string; delta: number; recorded_at: string };

export type TGoalDto = {
  id: string;
  name: string;
  description: string | null;
  target_metric: string | null;
  unit: string | null;
  type: string;
  priority: string | null;
  target_value: number | null;
  start_date: string | null;
  end_date: string | null;
  status: string;
  created_at: string;
};

export type TGoalProgressDto = {
  progress: number;
  source: TGoalProgress['source'];
  habit_consistency: number | null;
  logged_value: number;
  target_progress: number | null;
};

export function presentGoal(row: typeof goals.$inferSelect): TGoalDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    target_metric: row.targetMetric,
    unit: row.unit,
    type: row.type,
    priority: row.priority,
    target_value: row.targetValue,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentGoalBaseline(row: typeof goalBaselines.$inferSelect): TGoalBaselineDto {
  return {
    id: row.id,
    goal_id: row.goalId,
    metric: row.metric,
    value: row.value,
    unit: row.unit,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentGoalLink(row: typeof habitGoalLinks.$inferSelect): TGoalLinkDto {
  return { goal_id: row.goalId, habit_id: row.habitId, contribution: row.contribution };
}

export function presentGoalProgressLog(row: typeof goalProgressLogs.$inferSelect): TGoalProgressLogDto {
  return { id: row.id, goal_id: row.goalId, delta: row.delta, recorded_at: row.recordedAt.toISOString() };
}

export function presentGoalProgress(progress: TGoalProgress): TGoalProgressDto {
  return {
    progress: progress.progress,
    source: progress.source,
    habit_consistency: progress.habitConsistency,
    logged_value: progress.loggedValue,
    target_progress: progress.targetProgress,
  };
}
