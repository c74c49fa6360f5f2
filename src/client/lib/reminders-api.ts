import type { ReminderNotificationActionRequest } from '@/domain/reminders/reminder-push';
import type {
  TCreateHabitReminder,
  TSubscribeDevice,
  TUpdateHabitReminder,
  TUpdateReminderSettings,
} from '@/domain/reminders/reminders-api';
import { api, readRequestError } from './api-client';

export async function fetchHabitReminders(habitId: string) {
  const response = await api.habits[':id'].reminders.$get({ param: { id: habitId } });
  if (response.status !== 200) throw await readRequestError(response);
  return (await response.json()).reminders;
}

export async function createHabitReminder(habitId: string, reminder: TCreateHabitReminder) {
  const response = await api.habits[':id'].reminders.$post({ param: { id: habitId }, json: reminder });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export async function updateHabitReminder(id: string, change: TUpdateHabitReminder) {
  const response = await api.reminders[':id'].$patch({ param: { id }, json: change });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function deleteHabitReminder(id: string): Promise<void> {
  const response = await api.reminders[':id'].$delete({ param: { id } });
  if (response.status !== 204) throw await readRequestError(response);
}

export async function fetchReminderSettings() {
  const response = await api['reminder-settings'].$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function saveReminderSettings(change: TUpdateReminderSettings) {
  const response = await api['reminder-settings'].$patch({ json: change });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function fetchPushKey(): Promise<string> {
  const response = await api.reminders['push-key'].$get();
  if (response.status !== 200) throw await readRequestError(response);
  return (await response.json()).public_key;
}

export async function fetchPushDevices() {
  const response = await api.reminders.devices.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return (await response.json()).devices;
}

export async function subscribeDevice(subscription: TSubscribeDevice) {
  const response = await api.reminders.devices.$post({ json: subscription });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export async function removeDevice(id: string): Promise<void> {
  const response = await api.reminders.devices[':id'].$delete({ param: { id } });
  if (response.status !== 204) throw await readRequestError(response);
}

/** The next days' reminders this account would get, for the apps to schedule on the phone. */
export async function fetchUpcomingReminders() {
  const response = await api.reminders.upcoming.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return (await response.json()).reminders;
}

export async function sendNotificationAction(request: ReminderNotificationActionRequest): Promise<void> {
  const response = await api.reminders['notification-action'].$post({ json: request });
  if (response.status !== 200) throw await readRequestError(response);
}
