import { createHmac, timingSafeEqual } from 'node:crypto';

/** Length of a base64 HMAC-SHA256, as Better Auth (better-call) appends it after the last dot. */
const signatureLength = 44;

/**
 * The value of a `value.signature` cookie when the signature is the secret's HMAC-SHA256 of the
 * value, else null. The format of better-call's signed cookies, verified synchronously: Web Crypto
 * imports a key and hops threads on every call, which cost more than the session query itself.
 */
export function verifySignedCookieValue(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = cookieValue.slice(dot + 1);
  if (signature.length !== signatureLength || !signature.endsWith('=')) return null;
  const value = cookieValue.slice(0, dot);
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
