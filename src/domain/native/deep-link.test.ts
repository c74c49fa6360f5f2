import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDeepLink } from './deep-link';

const server = 'https://habits.example.com';

describe('readDeepLink', () => {
  it('completes the verification link in the app, then goes where it says', () => {
    expect(
      readDeepLink(`${server}/api/auth/verify-email?token=abc&callbackURL=%2Fauth%3Ftype%3Dsignup`, server),
    ).toEqual({ kind: 'verify-email', token: 'abc', next: '/auth?type=signup' });
    expect(
      readDeepLink(`${server}/api/auth/verify-email?token=abc&callbackURL=https://evil.example`, server),
    ).toEqual({
      kind: 'verify-email',
      token: 'abc',
      next: '/app',
    });
  });

  it('opens the reset and invitation pages at their path and query', () => {
    expect(readDeepLink(`${server}/reset-password?token=xyz`, server)).toEqual({
      kind: 'navigate',
      to: '/reset-password?token=xyz',
    });
    expect(readDeepLink(`${server}/welcome-invite?token=t`, server)).toEqual({
      kind: 'navigate',
      to: '/welcome-invite?token=t',
    });
  });

  it('ignores other hosts, other API paths and anything unreadable', () => {
    expect(readDeepLink('https://other.example/reset-password', server).kind).toBe('ignore');
    expect(readDeepLink(`${server}/api/export`, server).kind).toBe('ignore');
    expect(readDeepLink('not a url', server).kind).toBe('ignore');
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const action = readDeepLink(url, server);
        if (new URL(url).host !== new URL(server).host) expect(action.kind).toBe('ignore');
        if (action.kind === 'navigate') expect(action.to.startsWith('/')).toBe(true);
      }),
    );
  });
});
