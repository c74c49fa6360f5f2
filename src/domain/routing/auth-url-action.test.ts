import { describe, expect, it } from 'vitest';
import { decideAuthUrlAction, describeAuthError, type TAuthUrlInput } from './auth-url-action';

const decide = (input: Partial<TAuthUrlInput>) =>
  decideAuthUrlAction({ pathname: '/auth', search: '', hash: '', storedReturnTo: null, ...input });

function readExpiredTokenParams(action: ReturnType<typeof decide>): Record<string, string> {
  if (action.kind !== 'show-link-error') throw new Error(`expected a link error, got ${action.kind}`);
  const url = new URL(action.to, 'https://compound.invalid');
  expect(url.pathname).toBe('/expired-token');
  return Object.fromEntries(url.searchParams);
}

describe('decideAuthUrlAction', () => {
  it('does nothing for an ordinary address', () => {
    expect(decide({ pathname: '/app', search: '?tab=1' })).toEqual({ kind: 'none' });
  });

  it('sends a failed verification link to /expired-token with a derived code and description', () => {
    const params = readExpiredTokenParams(decide({ search: '?type=signup&error=INVALID_TOKEN' }));
    expect(params).toEqual({
      error: 'INVALID_TOKEN',
      error_code: 'invalid_token',
      error_description: describeAuthError('invalid_token'),
      flow: 'signup',
    });
  });

  it('keeps a given error code and description, also from the hash', () => {
    const params = readExpiredTokenParams(
      decide({
        pathname: '/',
        hash: '#error=access_denied&error_code=otp_expired&error_description=Link+is+old',
      }),
    );
    expect(params).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Link is old',
      flow: 'other',
    });
  });

  it('marks an invalid password-reset link as the recovery flow', () => {
    const params = readExpiredTokenParams(
      decide({ pathname: '/reset-password', search: '?error=INVALID_TOKEN' }),
    );
    expect(params).toMatchObject({ error_code: 'invalid_token', flow: 'recovery' });
    expect(params.error_description).toMatch(/not valid/);
  });

  it('does not loop on the expired-link page itself', () => {
    expect(decide({ pathname: '/expired-token', search: '?error=x' })).toEqual({ kind: 'none' });
  });

  it('confirms a verified e-mail and goes to the stored return path, else home', () => {
    expect(decide({ search: '?type=signup', storedReturnTo: '/in/goals?x=1' })).toEqual({
      kind: 'email-verified',
      to: '/in/goals?x=1',
    });
    expect(decide({ search: '?type=signup' })).toEqual({ kind: 'email-verified', to: '/' });
    expect(decide({ search: '?type=signup', storedReturnTo: 'https://evil.example' })).toEqual({
      kind: 'email-verified',
      to: '/',
    });
  });

  it('continues a recovery on /reset-password, keeping the token', () => {
    expect(decide({ pathname: '/', search: '?type=recovery&token=abc' })).toEqual({
      kind: 'recovery',
      to: '/reset-password?token=abc',
    });
  });
});

describe('describeAuthError', () => {
  it('has a fallback for unknown codes', () => {
    expect(describeAuthError('token_expired')).toMatch(/expired/);
    expect(describeAuthError('something_new')).toBe('Something went wrong with this link.');
  });
});
