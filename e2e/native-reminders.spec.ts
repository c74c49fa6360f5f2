import { expect, signUpVerifiedUser, test } from './fixtures';
import { emulateNativeShell } from './native-shell';

type TScheduled = {
  id: number;
  title: string;
  body: string;
  actionTypeId: string;
  schedule: { at: string | Date };
  extra: { habitName: string; date: string };
};

test('in the apps a habit’s reminders are scheduled on the phone, and all off clears them', async ({
  page,
  baseURL,
}) => {
  let allowed = false;
  let pending: TScheduled[] = [];
  const actionTypes: unknown[] = [];
  await emulateNativeShell(page, 'android', {
    // The phone's notification centre, as @capacitor/local-notifications reaches it.
    LocalNotifications: {
      checkPermissions: () => ({ display: allowed ? 'granted' : 'prompt' }),
      requestPermissions: () => {
        allowed = true;
        return { display: 'granted' };
      },
      registerActionTypes: (options) => {
        actionTypes.push(options);
        return {};
      },
      getPending: () => ({ notifications: pending }),
      cancel: (options) => {
        const ids = new Set((options.notifications as { id: number }[]).map(({ id }) => id));
        pending = pending.filter(({ id }) => !ids.has(id));
        return {};
      },
      schedule: (options) => {
        pending = [...pending, ...(options.notifications as TScheduled[])];
        return { notifications: (options.notifications as TScheduled[]).map(({ id }) => ({ id })) };
      },
    },
  });
  await signUpVerifiedUser(page, 'Phone Reminders');
  const headers = { origin: baseURL ?? '' };
  const habit = await page.request.post('/api/habits', {
    data: { name: 'Evening stretch', type: 'boolean' },
    headers,
  });
  const { id } = (await habit.json()).habit as { id: string };
  const reminder = await page.request.post(`/api/habits/${id}/reminders`, {
    data: { time: '07:30' },
    headers,
  });
  expect(reminder.status()).toBe(201);

  await page.goto('/settings#reminders');
  await page.getByRole('button', { name: 'Turn on reminders on this phone' }).click();
  await expect(page.getByText('This phone gets your reminders.')).toBeVisible();
  // The next days' 07:30 reminders, each once, with the Mark done and Snooze buttons.
  await expect.poll(() => pending.length).toBeGreaterThanOrEqual(6);
  expect(pending.length).toBeLessThanOrEqual(7);
  expect(new Set(pending.map(({ id }) => id)).size).toBe(pending.length);
  for (const scheduled of pending) {
    expect(scheduled).toMatchObject({ title: 'Time for Evening stretch', actionTypeId: 'habit-reminder' });
    expect(new Date(scheduled.schedule.at).getTime()).toBeGreaterThan(Date.now());
  }
  expect(JSON.stringify(actionTypes.at(-1))).toContain('Mark done');

  await page.getByRole('checkbox', { name: 'Turn off all reminders' }).check();
  await expect.poll(() => pending.length).toBe(0);
});
