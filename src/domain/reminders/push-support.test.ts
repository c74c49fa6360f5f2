import { describe, expect, it } from 'vitest';
import { describeDevice, readPushSupport } from './push-support';

const full = {
  hasNotification: true,
  hasPushManager: true,
  hasServiceWorker: true,
  permission: 'default' as const,
};

describe('readPushSupport', () => {
  it('says plainly what is missing, the service worker before push', () => {
    expect(readPushSupport(full)).toEqual({ ok: true });
    expect(readPushSupport({ ...full, hasServiceWorker: false, hasPushManager: false })).toEqual({
      ok: false,
      reason: 'no-service-worker',
    });
    expect(readPushSupport({ ...full, hasPushManager: false }).ok).toBe(false);
    expect(readPushSupport({ ...full, permission: 'denied' })).toEqual({ ok: false, reason: 'denied' });
  });

  it('names the device from its user agent', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe(
      'Safari on iOS',
    );
  });
});
