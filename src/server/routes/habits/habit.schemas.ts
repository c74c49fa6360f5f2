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

export const ZHabitSchedule = z
  .object({
    times: z.number().openapi({ description: 'Times the habit is meant to be done in `days` days' }),
    days: z.number(),
    weekdays: z
      .array(z.number())
      .nullable()
      .openapi({ description: 'Fixed weekdays, 0 Sunday to 6 Saturday; null for "times in days"' }),
  })
  .openapi('HabitSchedule');

export const ZPauseRange = z
  .object({
    start: z.string(),
    end: z.string().nullable().openapi({ description: 'Last paused day; null until resumed' }),
  })
  .openapi('PauseRange');
