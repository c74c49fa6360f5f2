import { createRoute, z } from '@hono/zod-openapi';
import { ZReminderNotificationActionRequest } from '../../../domain/reminders/reminder-push';
import {
  ZCreateHabitReminder,
  ZHabitReminder,
  ZHabitReminderList,
  ZNotificationActionResult,
  ZPushDevice,
  ZPushDeviceList,
  ZPushPublicKey,
  ZReminderSettings,
  ZSubscribeDevice,
  ZUpcomingReminderList,
  ZUpdateHabitReminder,
  ZUpdateReminderSettings,
} from '../../../domain/reminders/reminders-api';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { handleNotificationAction } from '../../services/reminders/notification-action';
import {
  listPushDevices,
  removePushDevice,
  subscribePushDevice,
} from '../../services/reminders/push-devices';
import {
  createHabitReminder,
  deleteHabitReminder,
  listHabitReminders,
  loadReminderSettings,
  updateHabitReminder,
  updateReminderSettings,
} from '../../services/reminders/reminders';
import { listUpcomingReminders } from '../../services/reminders/upcoming-reminders';
import { resolveVapidKeys } from '../../services/reminders/vapid-keys';

const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const ZHabitId = z.object({ id: z.string().max(100) });
const ZItemId = z.object({ id: z.string().max(100) });
const signedIn = { 401: errorResponse('Not signed in') };
const tags = ['reminders'];

const listReminders = createRoute({
  method: 'get',
  path: '/habits/{id}/reminders',
  summary: 'List a habit’s reminders',
  tags,
  middleware: [requireUser()] as const,
  request: { params: ZHabitId },
  responses: {
    200: jsonResponse(ZHabitReminderList, 'The habit’s reminders, by time of day'),
    ...signedIn,
    404: errorResponse('Habit not found or access denied'),
  },
});

const createReminder = createRoute({
  method: 'post',
  path: '/habits/{id}/reminders',
  summary: 'Add a reminder to a habit',
  tags,
  middleware: [requireUser()] as const,
  request: { params: ZHabitId, body: json(ZCreateHabitReminder) },
  responses: {
    201: jsonResponse(ZHabitReminder, 'The new reminder'),
    400: errorResponse('Invalid time or weekdays, or too many reminders'),
    ...signedIn,
    404: errorResponse('Habit not found or access denied'),
  },
});

const updateReminder = createRoute({
  method: 'patch',
  path: '/reminders/{id}',
  summary: 'Update a reminder',
  tags,
  middleware: [requireUser()] as const,
  request: { params: ZItemId, body: json(ZUpdateHabitReminder) },
  responses: {
    200: jsonResponse(ZHabitReminder, 'The changed reminder'),
    400: errorResponse('Invalid time or weekdays'),
    ...signedIn,
    404: errorResponse('Reminder not found or access denied'),
  },
});

const deleteReminder = createRoute({
  method: 'delete',
  path: '/reminders/{id}',
  summary: 'Remove a reminder',
  tags,
  middleware: [requireUser()] as const,
  request: { params: ZItemId },
  responses: { 204: { description: 'Removed' }, ...signedIn, 404: errorResponse('Reminder not found') },
});

const getSettings = createRoute({
  method: 'get',
  path: '/reminder-settings',
  summary: 'Read reminder settings',
  tags,
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(ZReminderSettings, 'All reminders on or off, and the quiet period'),
    ...signedIn,
  },
});

const putSettings = createRoute({
  method: 'patch',
  path: '/reminder-settings',
  summary: 'Change reminder settings',
  tags,
  middleware: [requireUser()] as const,
  request: { body: json(ZUpdateReminderSettings) },
  responses: {
    200: jsonResponse(ZReminderSettings, 'Saved'),
    400: errorResponse('Invalid quiet period'),
    ...signedIn,
  },
});

const pushKey = createRoute({
  method: 'get',
  path: '/reminders/push-key',
  summary: 'Read the web push public key',
  tags,
  middleware: [requireUser()] as const,
  responses: { 200: jsonResponse(ZPushPublicKey, 'The key browsers subscribe with'), ...signedIn },
});

const listDevices = createRoute({
  method: 'get',
  path: '/reminders/devices',
  summary: 'List devices that receive reminders',
  tags,
  middleware: [requireUser()] as const,
  responses: { 200: jsonResponse(ZPushDeviceList, 'The browsers that get your reminders'), ...signedIn },
});

const subscribe = createRoute({
  method: 'post',
  path: '/reminders/devices',
  summary: 'Register a device for reminders',
  tags,
  middleware: [requireUser()] as const,
  request: { body: json(ZSubscribeDevice) },
  responses: {
    201: jsonResponse(ZPushDevice, 'This browser now gets your reminders'),
    400: errorResponse('Not a push subscription, or too many devices'),
    409: errorResponse('Another account has registered this endpoint'),
    ...signedIn,
  },
});

const unsubscribe = createRoute({
  method: 'delete',
  path: '/reminders/devices/{id}',
  summary: 'Unregister a reminder device',
  tags,
  middleware: [requireUser()] as const,
  request: { params: ZItemId },
  responses: { 204: { description: 'Removed' }, ...signedIn, 404: errorResponse('Device not found') },
});

const upcoming = createRoute({
  method: 'get',
  path: '/reminders/upcoming',
  summary: 'List upcoming reminders',
  tags,
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(
      ZUpcomingReminderList,
      'The reminders of the next 7 days that would be sent now (a day done, paused or in quiet hours has none), by time; the apps schedule them on the phone',
    ),
    ...signedIn,
  },
});

const notificationAction = createRoute({
  method: 'post',
  path: '/reminders/notification-action',
  summary: 'Act on a reminder notification',
  tags,
  middleware: [requireUser()] as const,
  request: { body: json(ZReminderNotificationActionRequest) },
  responses: {
    200: jsonResponse(ZNotificationActionResult, 'Logged done, or snoozed'),
    400: errorResponse('Invalid action or date'),
    ...signedIn,
    404: errorResponse('Reminder not found or access denied'),
  },
});

export function remindersRoutes({ db, settings }: AppDeps) {
  return createRouter()
    .openapi(listReminders, async (c) =>
      c.json(await listHabitReminders(db, signedInUserId(c), c.req.valid('param').id), 200),
    )
    .openapi(createReminder, async (c) =>
      c.json(
        await createHabitReminder(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .openapi(updateReminder, async (c) =>
      c.json(
        await updateHabitReminder(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(deleteReminder, async (c) => {
      await deleteHabitReminder(db, signedInUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(getSettings, async (c) => c.json(await loadReminderSettings(db, signedInUserId(c)), 200))
    .openapi(putSettings, async (c) =>
      c.json(await updateReminderSettings(db, signedInUserId(c), c.req.valid('json')), 200),
    )
    .openapi(pushKey, (c) => c.json({ public_key: resolveVapidKeys(settings).publicKey }, 200))
    .openapi(listDevices, async (c) => c.json(await listPushDevices(db, signedInUserId(c)), 200))
    .openapi(subscribe, async (c) =>
      c.json(
        await subscribePushDevice(db, signedInUserId(c), c.req.valid('json'), settings.PUSH_ALLOW_PRIVATE),
        201,
      ),
    )
    .openapi(unsubscribe, async (c) => {
      await removePushDevice(db, signedInUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(upcoming, async (c) =>
      c.json({ reminders: await listUpcomingReminders(db, signedInUserId(c)) }, 200),
    )
    .openapi(notificationAction, async (c) =>
      c.json(await handleNotificationAction(db, signedInUserId(c), c.req.valid('json')), 200),
    );
}
