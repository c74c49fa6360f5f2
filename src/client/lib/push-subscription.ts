import { describeDevice, readPushSupport, type TPushSupport } from '@/domain/reminders/push-support';
import { fetchPushKey, subscribeDevice } from './reminders-api';

export function readBrowserPushSupport(): TPushSupport {
  const hasNotification = typeof Notification !== 'undefined';
  return readPushSupport({
    hasNotification,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: typeof PushManager !== 'undefined',
    permission: hasNotification ? Notification.permission : null,
  });
}

/** Waits for the service worker, at most a few seconds: without one, `ready` never settles. */
async function readyServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
  ]);
}

export class PushSetupError extends Error {}

/**
 * Turns reminders on in this browser: asks for permission, subscribes through the service worker with
 * the server's VAPID key, and saves the subscription. Answers the saved device's endpoint.
 */
export async function turnOnPushInThisBrowser(): Promise<string> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushSetupError('Notifications were not allowed, so this browser will not get reminders.');
  }
  const registration = await readyServiceWorker();
  if (!registration) {
    throw new PushSetupError(
      'No service worker is registered for this page, so reminders cannot reach this browser. Reload the page and try again.',
    );
  }
  const key = await fetchPushKey();
  // The browser's own push service may refuse (Chromium without one says "push service not available").
  const subscription = await registration.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: key })
    .catch(() => {
      throw new PushSetupError(
        'This browser’s push service did not accept the subscription, so it cannot get reminders. Try again later, or in another browser.',
      );
    });
  const json = subscription.toJSON();
  await subscribeDevice({
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    label: describeDevice(navigator.userAgent),
  });
  return subscription.endpoint;
}

/** This browser's current push endpoint, if it has one: marks "this browser" in the device list. */
export async function readThisBrowserEndpoint(): Promise<string | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  return subscription?.endpoint ?? null;
}
