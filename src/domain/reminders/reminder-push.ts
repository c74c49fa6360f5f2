import { z } from 'zod';

/**
 * What a reminder's Web Push message carries, and what its notification's buttons send back. Declared
 * once: the server encrypts the payload with `web-push`, the service worker shows it and posts the
 * chosen action to `POST /api/reminders/notification-action`, and the tests decrypt and read it.
 */

export const reminderNotificationActions = ['done', 'snooze'] as const;
export const ZReminderNotificationActionName = z.enum(reminderNotificationActions);

/** The buttons shown on a reminder, in order (the service worker passes them to showNotification). */
export const reminderNotificationButtons = [
  { action: 'done', title: 'Mark done' },
  { action: 'snooze', title: 'Snooze 10 min' },
] as const satisfies ReadonlyArray<{
  action: z.infer<typeof ZReminderNotificationActionName>;
  title: string;
}>;

export const ZReminderPushPayload = z.object({
  kind: z.literal('habit-reminder'),
  reminderId: z.string().min(1).max(100),
  habitId: z.string().min(1).max(100),
  habitName: z.string().max(200),
  /** The user's local day the reminder is for (YYYY-MM-DD): "done" logs this day, not the device's. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  title: z.string().max(200),
  body: z.string().max(500),
  /** Where a click on the notification's body opens the app. */
  url: z.string().startsWith('/').max(500),
  /** One notification per habit and day: a snoozed or repeated reminder replaces the earlier one. */
  tag: z.string().max(200),
});
export type ReminderPushPayload = z.infer<typeof ZReminderPushPayload>;

/** Body of POST /api/reminders/notification-action (sent by the service worker with the user's cookie). */
export const ZReminderNotificationActionRequest = z.object({
  reminderId: z.string().min(1).max(100),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  action: ZReminderNotificationActionName,
});
export type ReminderNotificationActionRequest = z.infer<typeof ZReminderNotificationActionRequest>;

/** A reminder snoozed from its notification comes back this many minutes later. */
export const reminderSnoozeMinutes = 10;
