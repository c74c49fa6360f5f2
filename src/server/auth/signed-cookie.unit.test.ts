import { serializeSignedCookie } from 'better-call';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifySignedCookieValue } from './signed-cookie';

const secret = 'test-secret-that-is-long-enough-0123456789';

/** The cookie value exactly as Better Auth sets it, URI-decoded as a cookie parser hands it over. */
async function signedByBetterAuth(value: string, key = secret) {
  const header = await serializeSignedCookie('compound.session_token', value, key);
  return decodeURIComponent(header.split(';')[0]?.split('=').slice(1).join('=') ?? '');
}

describe('verifySignedCookieValue', () => {
  it('accepts what Better Auth signed and returns the value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 64 }), async (value) => {
        expect(verifySignedCookieValue(await signedByBetterAuth(value), secret)).toBe(value);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a value signed with another secret', async () => {
    const cookie = await signedByBetterAuth('token123', 'another-secret-that-is-long-enough-000');
    expect(verifySignedCookieValue(cookie, secret)).toBeNull();
  });

  it('refuses any change to the value, and a signature of another value', async () => {
    const cookie = await signedByBetterAuth('session-token-value');
    const signatureAt = cookie.lastIndexOf('.') + 1;
    await fc.assert(
      fc.property(
        fc.nat({ max: signatureAt - 2 }),
        fc.constantFrom(...'ABCxyz019+/=.'),
        (index, character) => {
          fc.pre(cookie[index] !== character);
          const changed = cookie.slice(0, index) + character + cookie.slice(index + 1);
          expect(verifySignedCookieValue(changed, secret)).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
    const otherSignature = (await signedByBetterAuth('another-token')).slice(-44);
    expect(verifySignedCookieValue(cookie.slice(0, signatureAt) + otherSignature, secret)).toBeNull();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(() => verifySignedCookieValue(value, secret)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
