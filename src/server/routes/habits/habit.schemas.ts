import { z } from '@hono/zod-openapi';

export const ZHabitLog = z
  .object({
    habit_id: z.string(),
    date: z.string(),
    value_number: z.number().nullable(),
    value_boolean: z.boolean().nullable(),
    time_tracked_seconds: z.number(),
    is_complete: z.boolean(),
  })
  .openapi('HabitLog');
