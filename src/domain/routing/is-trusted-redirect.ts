/**
 * Whether a redirect target stays on this site: a path starting with a single "/" (not "//", no
 * backslash, no control character), or an absolute URL on one of the trusted origins.
 */
export function isTrustedRedirect(target: string, trustedOrigins: readonly string[]): boolean {
  if (target.includes('\\') || [...target].some((char) => char.charCodeAt(0) < 0x20)) return false;
  if (target.startsWith('/')) return !target.startsWith('//');
  try {
    const url = new URL(target);
    // Custom schemes (capacitor://) have an opaque origin, so compare scheme and host instead.
    return trustedOrigins.includes(`${url.protocol}//${url.host}`);
  } catch {
    return false;
  }
}
