import { describe, expect, it } from 'vitest';
import { resolveNavigationStep } from './navigation-step';

const base = { search: '', hash: '', session: 'signed-out' as const, storedReturnTo: null };

describe('resolveNavigationStep', () => {
  it('handles the address before access: a link error wins even on a login-required page', () => {
    expect(
      resolveNavigationStep({ ...base, pathname: '/app', search: '?error=INVALID_TOKEN' }),
    ).toMatchObject({
      kind: 'redirect',
      to: expect.stringMatching(/^\/expired-token\?error=INVALID_TOKEN&error_code=invalid_token/),
    });
  });

  it('confirms a verified e-mail with a toast and forgets the stored return path', () => {
    expect(
      resolveNavigationStep({
        ...base,
        pathname: '/auth',
        search: '?type=signup',
        session: 'loading',
        storedReturnTo: '/app',
      }),
    ).toEqual({ kind: 'redirect', to: '/app', toast: 'Email verified', forgetReturnTo: true });
  });

  it('continues a recovery', () => {
    expect(resolveNavigationStep({ ...base, pathname: '/', search: '?type=recovery&token=t' })).toEqual({
      kind: 'redirect',
      to: '/reset-password?token=t',
    });
  });

  it('falls through to the access rules otherwise', () => {
    expect(resolveNavigationStep({ ...base, pathname: '/app' })).toMatchObject({
      kind: 'redirect',
      to: '/auth?returnTo=%2Fapp',
    });
    expect(resolveNavigationStep({ ...base, pathname: '/app', session: 'signed-in' })).toEqual({
      kind: 'render',
    });
  });
});
