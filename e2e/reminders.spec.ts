import { startPushServiceStandIn } from '../src/server/test/push-service-stand-in';
import { expectNoAxeViolations } from './axe';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { TrackerPage } from './page-models/tracker-page';

test.beforeEach(() => test.slow());

/**
 * A reminder set in the habit's edit dialog for the current minute reaches a browser's push service:
 * the local stand-in speaks Web Push, holds the subscription's keys and decrypts what arrives.
 */
test('a reminder for the current minute is pushed, encrypted, naming its habit', async ({
  page,
  baseURL,
}) => {
  const push = await startPushServiceStandIn();
  try {
    await signUpVerifiedUser(page, 'Reminder Tester');
    const headers = { origin: baseURL ?? '' };
    await page.request.patch('/api/preferences', { data: { timezone: 'UTC' }, headers });
    const created = await page.request.post('/api/habits', { data: { name: 'Evening stretch' }, headers });
    expect(created.status()).toBe(201);

    const tracker = new TrackerPage(page);
    await tracker.goto();
    await tracker.chooseAction('Evening stretch', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit habit' });
    await expect(dialog.getByText('No reminders yet.')).toBeVisible();
    const now = new Date().toISOString().slice(11, 16);
    await dialog.getByLabel('New reminder at').fill(now);
    await dialog.getByRole('button', { name: 'Add reminder' }).click();
    await expect(dialog.getByTestId('habit-reminder')).toHaveCount(1);
    await expect(dialog.getByTestId('habit-reminder').getByLabel('Time')).toHaveValue(now);
    await expectNoAxeViolations(page);

    // What the browser's pushManager.subscribe would hand the app, registered the way the app does.
    const subscription = push.subscribe();
    const device = await page.request.post('/api/reminders/devices', {
      data: { ...subscription, label: 'Test browser' },
      headers,
    });
    expect(device.status()).toBe(201);

    await expect.poll(() => push.readAll(subscription.endpoint).length, { timeout: 20_000 }).toBe(1);
    const [payload] = push.readAll(subscription.endpoint);
    expect(payload).toMatchObject({
      kind: 'habit-reminder',
      habitName: 'Evening stretch',
      title: 'Time for Evening stretch',
      date: new Date().toISOString().slice(0, 10),
    });
    const [message] = push.messages;
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(message?.headers.authorization).toMatch(/^vapid t=/);

    await page.goto('/settings#reminders');
    await expect(page.getByRole('heading', { name: 'Reminders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Test browser' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn on notifications in this browser' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Quiet hours across midnight and all reminders off, kept after a reload. The quiet-hours save is
    // answered last, after the switch's own save: its answer (still all on) must not flip the switch back.
    let releaseQuietSave = () => {};
    const quietSaveHeld = new Promise<void>((resolve) => (releaseQuietSave = resolve));
    await page.route('**/api/reminder-settings', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH' || !('quiet_start' in (request.postDataJSON() ?? {})))
        return route.continue();
      const response = await route.fetch();
      await quietSaveHeld;
      await route.fulfill({ response });
    });
    await page.getByLabel('Quiet from').fill('22:00');
    await page.getByLabel('Until').fill('07:00');
    await page.getByRole('button', { name: 'Save quiet hours' }).click();
    const switchSaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().endsWith('/api/reminder-settings'),
    );
    await page.getByLabel('Turn off all reminders').check();
    await switchSaved;
    releaseQuietSave();
    await expect(page.getByRole('button', { name: 'Save quiet hours' })).not.toHaveAttribute('aria-busy');
    await expect(page.getByLabel('Turn off all reminders')).toBeChecked();
    await page.reload();
    await expect(page.getByLabel('Quiet from')).toHaveValue('22:00');
    await expect(page.getByLabel('Turn off all reminders')).toBeChecked();
    await page.getByRole('button', { name: 'Remove Test browser' }).click();
    await expect(page.getByText('No browser gets your reminders yet.')).toBeVisible();
  } finally {
    await push.close();
  }
});
