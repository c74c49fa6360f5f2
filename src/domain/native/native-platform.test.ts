import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capacitorPlatformName,
  isNativePlatform,
  paywallPathFor,
  platforms,
  readPlatform,
  resolveNativeRedirect,
  welcomePathFor,
} from './native-platform';

const sessions = ['loading', 'signed-in', 'signed-out'] as const;

describe('readPlatform', () => {
  it('knows ios and android and reads anything else as the web', () => {
    expect(readPlatform(() => 'ios')).toBe('ios');
    expect(readPlatform(() => 'android')).toBe('android');
    expect(readPlatform(() => 'web')).toBe('web');
    expect(readPlatform(() => 'electron')).toBe('web');
  });
});

describe('resolveNativeRedirect (spec 2, native platform rules)', () => {
  it.each([
    ['ios', '/', '/welcome-ios'],
    ['ios', '/pricing', '/welcome-ios'],
    ['ios', '/7daytrial', '/welcome-ios'],
    ['android', '/', '/welcome-android'],
    ['android', '/pricing', '/welcome-android'],
    ['android', '/7daytrial', '/welcome-android'],
  ] as const)('sends a signed-out visitor on %s at %s to %s', (platform, pathname, target) => {
    expect(resolveNativeRedirect({ platform, pathname, session: 'signed-out' })).toBe(target);
  });

  it.each([
    ['ios', '/pricing', '/paywall-ios'],
    ['ios', '/7daytrial', '/paywall-ios'],
    ['android', '/pricing', '/paywall-android'],
    ['android', '/7daytrial', '/paywall-android'],
  ] as const)('sends a signed-in user on %s at %s to %s', (platform, pathname, target) => {
    expect(resolveNativeRedirect({ platform, pathname, session: 'signed-in' })).toBe(target);
  });

  it('leaves a signed-in user at / to the usual rule (/app)', () => {
    expect(resolveNativeRedirect({ platform: 'ios', pathname: '/', session: 'signed-in' })).toBeNull();
  });

  it('never applies on the web, nor while the session loads', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...platforms),
        fc.constantFrom(...sessions),
        fc.string(),
        (platform, session, tail) => {
          const pathname = `/${tail}`;
          const target = resolveNativeRedirect({ platform, pathname, session });
          if (platform === 'web' || session === 'loading') expect(target).toBeNull();
          if (target !== null) {
            expect(isNativePlatform(platform)).toBe(true);
            const native = platform as 'ios' | 'android';
            expect([welcomePathFor(native), paywallPathFor(native)]).toContain(target);
            expect(['/', '/pricing', '/7daytrial']).toContain(pathname);
          }
        },
      ),
    );
  });
});

describe('capacitorPlatformName', () => {
  it('answers as Capacitor does: a custom platform first, then the Android and iOS bridges, else web', () => {
    expect(capacitorPlatformName({})).toBe('web');
    expect(capacitorPlatformName({ androidBridge: {} })).toBe('android');
    expect(capacitorPlatformName({ webkit: { messageHandlers: { bridge: {} } } })).toBe('ios');
    expect(capacitorPlatformName({ webkit: { messageHandlers: {} } })).toBe('web');
    expect(capacitorPlatformName({ CapacitorCustomPlatform: { name: 'ios' }, androidBridge: {} })).toBe(
      'ios',
    );
  });
});
