import type { BrowserContext, Page } from '@playwright/test';
import type { ReminderPushPayload } from '../src/domain/reminders/reminder-push';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { TrackerPage } from './page-models/tracker-page';

// The other specs block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

/** The service worker registers once the page has loaded, then takes the page. */
async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

/**
 * Waits until the service worker controls the page and has kept the day (its list, then its focus,
 * agenda and insights): what a first visit
 * leaves behind for the next one (it registers after the page has loaded, then reads the lists again).
 */
async function waitForOfflineReady(page: Page) {
  await waitForServiceWorker(page);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('compound-api');
          const kept = (await cache.keys()).map((request) => new URL(request.url).pathname);
          return kept.includes('/api/habits') && kept.some((path) => path.startsWith('/api/daily-focus/'));
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });
const waitingCount = (page: Page) => page.getByText(/\d+ waiting to sync/);

async function openTracker(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/app');
  return { page, tracker: new TrackerPage(page) };
}

test('/app opens with no connection after one visit, with the day’s habits', async ({ page, context }) => {
  await signUpVerifiedUser(page);
  const tracker = new TrackerPage(page);
  await tracker.createHabit({ name: 'Meditate', kind: 'Yes/No' });
  await waitForOfflineReady(page);

  await context.setOffline(true);
  // No connection for the service worker either: a read it never kept fails.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        (response) => response.status,
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(tracker.row('Meditate')).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  // The rest of the day was kept on the first visit too: its focus reads, it does not fail.
  await expect(page.getByRole('textbox', { name: 'Today’s focus' })).toHaveAttribute(
    'placeholder',
    'One thing that matters today',
  );
  await expect(page.getByText('This day’s focus could not be loaded.')).toHaveCount(0);
});

test('a habit logged offline stays logged through a closed tab and is saved once the connection is back', async ({
  page,
  context,
}) => {
  await signUpVerifiedUser(page);
  const first = new TrackerPage(page);
  await first.createHabit({ name: 'Stretch', kind: 'Yes/No' });
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await first.toggle('Stretch').click();
  await expect(first.toggle('Stretch')).toHaveAttribute('aria-pressed', 'true');
  await expect(waitingCount(page)).toHaveText('1 waiting to sync');

  // The tab is closed and the app opened again, still offline: the save waits on this device.
  await page.close();
  const offline = await openTracker(context);
  await expect(offline.tracker.toggle('Stretch')).toHaveAttribute('aria-pressed', 'true');
  await expect(waitingCount(offline.page)).toHaveText('1 waiting to sync');

  await context.setOffline(false);
  await expect(waitingCount(offline.page)).toBeHidden({ timeout: 15_000 });
  await offline.page.reload();
  await expect(offline.tracker.toggle('Stretch')).toHaveAttribute('aria-pressed', 'true');
  await expect(waitingCount(offline.page)).toBeHidden();
  const day = await offline.page.request.get('/api/habits');
  const stretch = (await day.json()).habits.find((habit: { name: string }) => habit.name === 'Stretch');
  expect(stretch.log).toMatchObject({ value_boolean: true, is_complete: true });
});

test('a reminder pushed to the service worker shows a notification with its buttons', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signUpVerifiedUser(page);
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload: ReminderPushPayload = {
    kind: 'habit-reminder',
    reminderId: 'reminder-1',
    habitId: 'habit-1',
    habitName: 'Meditate',
    date: '2026-11-26',
    title: 'Time to meditate',
    body: 'Ten quiet minutes keep your 4-day streak going.',
    url: '/app',
    tag: 'habit-1:2026-11-26',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          actions: (notification as Notification & { actions: { title: string }[] }).actions.map(
            (action) => action.title,
          ),
        }));
      }),
    )
    .toEqual([
      {
        title: 'Time to meditate',
        body: payload.body,
        tag: payload.tag,
        actions: ['Mark done', 'Snooze 10 min'],
      },
    ]);
});
