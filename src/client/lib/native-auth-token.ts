/**
 * The native apps' session: Better Auth's bearer token (its `bearer` plugin), kept on the device.
 * The web app never stores one: it signs in with an http-only cookie on its own origin. The token
 * lives in the web view's storage, which only the app itself can read (decision 0017).
 */
const storageKey = 'compound.auth-token';

export function readAuthToken(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function storeAuthToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(storageKey, token);
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage refused (private mode): the session lasts as long as the app stays open.
  }
}
