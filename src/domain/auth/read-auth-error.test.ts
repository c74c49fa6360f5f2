import { describe, expect, it } from 'vitest';
import { readAuthError } from './read-auth-error';

describe('readAuthError', () => {
  it("prefers the server's message and lower-cases its code", () => {
    expect(readAuthError({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' })).toEqual(
      {
        message: 'Email not verified',
        code: 'email_not_verified',
        status: 403,
      },
    );
  });

  it('reads the rate-limit body, which only has the nested error', () => {
    expect(
      readAuthError({
        status: 429,
        error: { code: 'rate_limited', message: 'Too many attempts. Try again in 2 minutes.' },
      }),
    ).toEqual({ message: 'Too many attempts. Try again in 2 minutes.', code: 'rate_limited', status: 429 });
  });

  it('explains failures that came without a message', () => {
    expect(readAuthError({}).message).toMatch(/could not reach/);
    expect(readAuthError({ status: 429 }).message).toMatch(/Too many attempts/);
    expect(readAuthError({ status: 502, statusText: 'Bad Gateway' }).message).toMatch(/on our side/);
    expect(readAuthError({ status: 400, statusText: 'Bad Request' })).toEqual({
      message: 'Bad Request',
      code: null,
      status: 400,
    });
  });
});
