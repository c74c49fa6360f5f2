/**
 * Whether this browser can get reminders, and why not in words a user can act on. The service worker
 * (registered by the app shell) is what receives pushes; without one there is nothing to subscribe.
 */
export type TPushSupport =
  | { ok: true }
  | { ok: false; reason: 'no-notifications' | 'no-push' | 'no-service-worker' | 'denied' };

export type TPushEnvironment = {
  hasNotification: boolean;
  hasPushManager: boolean;
  hasServiceWorker: boolean;
  permission: 'default' | 'granted' | 'denied' | null;
};

export function readPushSupport(environment: TPushEnvironment): TPushSupport {
  if (!environment.hasNotification) return { ok: false, reason: 'no-notifications' };
  if (!environment.hasServiceWorker) return { ok: false, reason: 'no-service-worker' };
  if (!environment.hasPushManager) return { ok: false, reason: 'no-push' };
  if (environment.permission === 'denied') return { ok: false, reason: 'denied' };
  return { ok: true };
}

export const pushSupportMessages: Record<Exclude<TPushSupport, { ok: true }>['reason'], string> = {
  'no-notifications': 'This browser cannot show notifications, so it cannot get reminders.',
  'no-push': 'This browser does not support push messages, so it cannot get reminders.',
  'no-service-worker':
    'The app’s service worker is not running in this browser, so reminders cannot reach it. Reload the page and try again; a private window may not allow it.',
  denied:
    'Notifications are blocked for this site. Allow them in the browser’s site settings, then turn reminders on here.',
};

/** A name for the device list: the browser and the system, from the user agent. */
export function describeDevice(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}
