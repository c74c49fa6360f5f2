import { z } from 'zod';
import { clockTimeMessage, clockTimePattern } from '../focus/agenda';
import { ZReminderPushPayload } from './reminder-push';

/** The reminder API's shapes (issue 21), one schema each: routes, OpenAPI, typed client and tests. */

export const maxRemindersPerHabit = 10;
export const maxDevicesPerUser = 20;

const ZClockTime = z.string().regex(clockTimePattern, { error: clockTimeMessage });
const weekdaysMessage = 'Choose at least one weekday (0 Sunday to 6 Saturday)';
const ZWeekdays = z
  .array(z.number({ error: weekdaysMessage }).int({ error: weekdaysMessage }).min(0).max(6), {
    error: weekdaysMessage,
  })
  .min(1, { error: weekdaysMessage })
  .max(7)
  .transform((days) => [...new Set(days)].sort());

export const ZHabitReminder = z.object({
  id: z.string(),
  habit_id: z.string(),
  /** HH:MM on the user's own clock (their preferences' time zone). */
  time: z.string(),
  weekdays: z.array(z.number()),
  enabled: z.boolean(),
});
export type THabitReminder = z.infer<typeof ZHabitReminder>;

export const ZHabitReminderList = z.object({ reminders: z.array(ZHabitReminder) });

export const ZCreateHabitReminder = z.object({
  time: ZClockTime,
  weekdays: ZWeekdays.default([0, 1, 2, 3, 4, 5, 6]),
  enabled: z.boolean().default(true),
});
export type TCreateHabitReminder = z.input<typeof ZCreateHabitReminder>;

export const ZUpdateHabitReminder = z
  .object({ time: ZClockTime.optional(), weekdays: ZWeekdays.optional(), enabled: z.boolean().optional() })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'Send time, weekdays or enabled',
  });
export type TUpdateHabitReminder = z.input<typeof ZUpdateHabitReminder>;

const quietMessage = 'Send both quiet_start and quiet_end (HH:MM), or both null for no quiet period';

export const ZReminderSettings = z.object({
  all_off: z.boolean(),
  /** Quiet period start and end on the user's clock (HH:MM); start after end crosses midnight. */
  quiet_start: z.string().nullable(),
  quiet_end: z.string().nullable(),
});
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

export const ZUpdateReminderSettings = z
  .object({
    all_off: z.boolean().optional(),
    quiet_start: ZClockTime.nullable().optional(),
    quiet_end: ZClockTime.nullable().optional(),
  })
  .refine((change) => (change.quiet_start === undefined) === (change.quiet_end === undefined), {
    error: quietMessage,
  })
  .refine((change) => (change.quiet_start === null) === (change.quiet_end === null), { error: quietMessage });
export type TUpdateReminderSettings = z.input<typeof ZUpdateReminderSettings>;

export const ZPushDevice = z.object({
  id: z.string(),
  label: z.string(),
  endpoint: z.string(),
  created_at: z.string(),
  last_success_at: z.string().nullable(),
});
export type TPushDevice = z.infer<typeof ZPushDevice>;

export const ZPushDeviceList = z.object({ devices: z.array(ZPushDevice) });

const keyMessage = 'The subscription keys must be base64url text from the browser';
const ZKey = z
  .string({ error: keyMessage })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: keyMessage })
  .min(16, { error: keyMessage })
  .max(200, { error: keyMessage });

/** A browser's PushSubscription.toJSON(), and a label for the device list. */
export const ZSubscribeDevice = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'The subscription endpoint must be the push service’s URL' })
    .max(2000),
  keys: z.object({ p256dh: ZKey, auth: ZKey }),
  label: z.string().trim().max(100).default(''),
});
export type TSubscribeDevice = z.input<typeof ZSubscribeDevice>;

export const ZPushPublicKey = z.object({
  /** The server's VAPID public key: the browser's pushManager.subscribe applicationServerKey. */
  public_key: z.string(),
});

/** A reminder a phone schedules for itself: the push it would get, and when (ISO instant). */
export const ZUpcomingReminder = ZReminderPushPayload.extend({ at: z.string() });
export type TUpcomingReminder = z.infer<typeof ZUpcomingReminder>;
export const ZUpcomingReminderList = z.object({ reminders: z.array(ZUpcomingReminder) });

export const ZNotificationActionResult = z.object({
  action: z.enum(['done', 'snooze']),
  /** For snooze: when the reminder comes back (ISO instant). */
  snoozed_until: z.string().nullable(),
});
