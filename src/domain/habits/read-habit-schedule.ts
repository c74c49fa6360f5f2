import { z } from 'zod';
import {
  dailySchedule,
  normalizeSchedule,
  readWeekday,
  scheduleDaysMax,
  scheduleMessages,
  type THabitSchedule,
} from './habit-schedule';

/*
 * The schedule reader lives apart from habit-schedule.ts so the tracker, which only describes and counts
 * schedules, does not load zod with it.
 */

/**
 * Reads a schedule as a form, an API client or the coach sends it: "daily", { times, days },
 * { times_per_week }, or { weekdays } given as numbers (0 Sunday) or names ("mon", "Thursday").
 */
export function readSchedule(
  input: unknown,
): { ok: true; schedule: THabitSchedule } | { ok: false; error: string } {
  if (input === null || input === undefined || input === 'daily')
    return { ok: true, schedule: dailySchedule };
  if (typeof input !== 'object' || Array.isArray(input)) return { ok: false, error: scheduleMessages.format };
  const fields = input as Record<string, unknown>;
  if (fields.weekdays !== undefined && fields.weekdays !== null) return readWeekdays(fields.weekdays);
  const perWeek = fields.times_per_week;
  const days = perWeek !== undefined ? 7 : (fields.days ?? 1);
  const times = perWeek ?? fields.times ?? 1;
  const parsed = ZTimesInDays.safeParse({ times, days });
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? scheduleMessages.format };
  return { ok: true, schedule: normalizeSchedule({ ...parsed.data, weekdays: null }) };
}

/** What readSchedule takes, as JSON Schema: the API document and generated clients type schedules by it. */
export const scheduleInputJsonSchema = {
  anyOf: [
    { type: 'string', const: 'daily' },
    {
      type: 'object',
      properties: {
        times: { type: 'integer', minimum: 1, maximum: scheduleDaysMax },
        days: { type: 'integer', minimum: 1, maximum: scheduleDaysMax },
      },
      required: ['times', 'days'],
    },
    {
      type: 'object',
      properties: { times_per_week: { type: 'integer', minimum: 1, maximum: 7 } },
      required: ['times_per_week'],
    },
    {
      type: 'object',
      properties: {
        weekdays: {
          type: 'array',
          items: { anyOf: [{ type: 'integer', minimum: 0, maximum: 6 }, { type: 'string' }] },
          description: 'Numbers (0 Sunday) or names such as "mon" or "Thursday"',
        },
      },
      required: ['weekdays'],
    },
  ],
};

const ZWholeNumber = (message: string, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message });

const ZTimesInDays = z
  .object({
    times: ZWholeNumber(scheduleMessages.times, scheduleDaysMax),
    days: ZWholeNumber(scheduleMessages.days, scheduleDaysMax),
  })
  .refine((value) => value.times <= value.days, { error: scheduleMessages.times });

function readWeekdays(value: unknown): { ok: true; schedule: THabitSchedule } | { ok: false; error: string } {
  if (!Array.isArray(value)) return { ok: false, error: scheduleMessages.format };
  const chosen = new Set<number>();
  for (const item of value) {
    const weekday = readWeekday(item);
    if (weekday === null) return { ok: false, error: scheduleMessages.weekday(item) };
    chosen.add(weekday);
  }
  if (chosen.size === 0) return { ok: false, error: scheduleMessages.weekdaysEmpty };
  if (chosen.size === 7) return { ok: true, schedule: dailySchedule };
  const weekdays = [...chosen].sort((a, b) => a - b);
  return { ok: true, schedule: { times: weekdays.length, days: 7, weekdays } };
}
