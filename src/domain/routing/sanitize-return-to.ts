import { isTrustedRedirect } from './is-trusted-redirect';

const maxReturnToLength = 2_000;

/**
 * The return path after signing in, only if it stays on this site: a relative path starting with a
 * single `/`. Anything else (absolute or protocol-relative URLs, schemes, backslash tricks) gives null.
 * No origin is trusted here, not even our own: a return path is always a path.
 */
export function sanitizeReturnTo(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > maxReturnToLength) return null;
  return isTrustedRedirect(value, []) ? value : null;
}
