import { z } from '@hono/zod-openapi';

export const ZGoal = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    target_metric: z.string().nullable(),
    unit: z.string().nullable(),
    type: z.string(),
    priority: z.string().nullable(),
    target_value: z.number().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    status: z.string(),
    created_at: z.string(),
  })
  .openapi('Goal');

export const ZGoalBaseline = z
  .object({
    id: z.string(),
    goal_id: z.string(),
    metric: z.string(),
    value: z.number(),
    unit: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('GoalBaseline');

export const ZGoalLink = z
  .object({ goal_id: z.string(), habit_id: z.string(), contribution: z.number() })
  .openapi('GoalLink');

export const ZGoalProgressLog = z
  .object({ id: z.string(), goal_id: z.string(), delta: z.number(), recorded_at: z.string() })
  .openapi('GoalProgressLog');

export const ZScheduleEntry = z.object({
  day: z.string().max(20).optional(),
  start: z.string().max(20),
  end: z.string().max(20),
});

export const ZGoalMetadata = z.object({
  schedule: z.unknown().openapi({ description: 'The schedule entries last saved, or null' }),
  weekly_hours: z.number().nullable(),
  plan: z.unknown(),
  accountability: z.unknown(),
});

export const ZGoalWithProgress = ZGoal.extend(ZGoalMetadata.shape)
  .extend({
    baselines: z.array(ZGoalBaseline),
    links: z.array(ZGoalLink),
    progress_logs: z.array(ZGoalProgressLog),
    progress: z.object({
      progress: z.number(),
      source: z.enum(['completed', 'target', 'habits', 'amount', 'none']),
      habit_consistency: z.number().nullable(),
      logged_value: z.number(),
      target_progress: z.number().nullable(),
    }),
  })
  .openapi('GoalWithProgress');
