import type { LocalNotificationSchema } from '@capacitor/local-notifications';
import { notificationIdOf } from '@/domain/reminders/notification-id';
import {
  type ReminderPushPayload,
  reminderNotificationButtons,
  reminderSnoozeMinutes,
  ZReminderPushPayload,
} from '@/domain/reminders/reminder-push';
import type { TUpcomingReminder } from '@/domain/reminders/reminders-api';
import { sendNotificationAction } from './reminders-api';

/**
 * Reminders on the phone (issue 21): the apps schedule the server's list of upcoming reminders as local
 * notifications (no push service needed, and they arrive offline), with the same Mark done and Snooze
 * buttons as the web's push. The list is re-read and the phone's schedule replaced whenever the habits,
 * their logs or the reminder settings change, so a day done elsewhere drops its reminder.
 */

const actionTypeId = 'habit-reminder';
// The module, never the plugin itself: Capacitor's plugin proxy answers every property, `then` included,
// so a promise resolved with it would call `then` on the plugin.
const loadPlugin = () => import('@capacitor/local-notifications');

function toLocalNotification(payload: ReminderPushPayload, at: Date, key: string): LocalNotificationSchema {
  return {
    id: notificationIdOf(key),
    title: payload.title,
    body: payload.body,
    schedule: { at, allowWhileIdle: true },
    actionTypeId,
    group: payload.tag,
    extra: payload,
  };
}

/** Whether this phone may show notifications; asks the person once when `ask` is set. */
export async function phoneRemindersAllowed(ask = false): Promise<boolean> {
  const plugin = (await loadPlugin()).LocalNotifications;
  const { display } = ask ? await plugin.requestPermissions() : await plugin.checkPermissions();
  return display === 'granted';
}

/** Replaces the phone's scheduled reminders with `upcoming`; answers how many are scheduled. */
export async function scheduleOnThisPhone(upcoming: readonly TUpcomingReminder[]): Promise<number> {
  const plugin = (await loadPlugin()).LocalNotifications;
  if (!(await phoneRemindersAllowed())) return 0;
  await plugin.registerActionTypes({
    types: [
      {
        id: actionTypeId,
        actions: reminderNotificationButtons.map(({ action, title }) => ({ id: action, title })),
      },
    ],
  });
  const { notifications: pending } = await plugin.getPending();
  if (pending.length > 0) await plugin.cancel({ notifications: pending.map(({ id }) => ({ id })) });
  if (upcoming.length === 0) return 0;
  await plugin.schedule({
    notifications: upcoming.map(({ at, ...payload }) =>
      toLocalNotification(payload, new Date(at), `${payload.reminderId}:${payload.date}`),
    ),
  });
  return upcoming.length;
}

async function snoozeOnThisPhone(payload: ReminderPushPayload): Promise<void> {
  const again = { ...payload, title: `Still to do: ${payload.habitName}` };
  const at = new Date(Date.now() + reminderSnoozeMinutes * 60_000);
  const plugin = (await loadPlugin()).LocalNotifications;
  await plugin.schedule({
    notifications: [toLocalNotification(again, at, `${payload.reminderId}:${payload.date}:snooze`)],
  });
}

/**
 * Answers a reminder's buttons: Mark done logs the day through the same API as the web's notification,
 * Snooze brings it back in 10 minutes on this phone, a tap on the body opens its page. Returns the stop.
 */
export async function answerReminderActions(open: (url: string) => void): Promise<() => void> {
  const plugin = (await loadPlugin()).LocalNotifications;
  const handle = await plugin.addListener(
    'localNotificationActionPerformed',
    ({ actionId, notification }) => {
      const payload = ZReminderPushPayload.safeParse(notification.extra);
      if (!payload.success) return;
      const { reminderId, date, url } = payload.data;
      if (actionId === 'done')
        void sendNotificationAction({ reminderId, date, action: 'done' }).catch(() => open(url));
      else if (actionId === 'snooze') void snoozeOnThisPhone(payload.data);
      else open(url);
    },
  );
  return () => void handle.remove();
}
