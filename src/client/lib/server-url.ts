import { readAuthToken, storeAuthToken } from './native-auth-token';
import { newIdempotencyKey } from './offline/idempotency-key';
import { sendAgainOnRestart } from './send-again-on-restart';

/**
 * The one place that decides where the API is (decision 0017). The web app talks to its own origin;
 * the iOS and Android apps are built with the Compound server's URL baked in (COMPOUND_SERVER_URL,
 * through `npm run native:sync`) and sign in with a bearer token, since the web view's origin
 * (capacitor://localhost, https://localhost) is not the server's and holds no cookie for it.
 */
export const serverOrigin: string = (import.meta.env.VITE_COMPOUND_SERVER_URL ?? '').replace(/\/$/, '');

/** True in the native builds: requests go to another origin and carry `Authorization: Bearer`. */
export const usesBearerAuth = serverOrigin !== '';

export const apiBase = `${serverOrigin}/api`;

/** An absolute URL on the Compound server for a path such as `/api/export?format=csv`. */
export function serverUrl(path: string): string {
  return `${serverOrigin}${path}`;
}

/** The Authorization header of the native apps' session, or nothing on the web. */
export function authHeaders(): Record<string, string> {
  const token = usesBearerAuth ? readAuthToken() : null;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Keeps the token Better Auth hands out (`set-auth-token`) on sign-in; the web app ignores it. */
export function rememberAuthToken(response: Response): void {
  if (!usesBearerAuth) return;
  const token = response.headers.get('set-auth-token');
  if (token) storeAuthToken(token);
}

/**
 * fetch for every API call: the native session's header added, a renewed token kept. A POST carries
 * an Idempotency-Key and is sent once more, under the same key, when a restart cut it (decision 0035).
 */
export const apiFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(authHeaders())) if (!headers.has(name)) headers.set(name, value);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const send = () =>
    fetch(input, {
      ...init,
      headers,
      credentials: usesBearerAuth ? 'omit' : (init?.credentials ?? 'same-origin'),
    });
  let response: Response;
  if (method === 'POST') {
    if (!headers.has('idempotency-key')) headers.set('idempotency-key', newIdempotencyKey());
    response = await sendAgainOnRestart(send);
  } else {
    response = await send();
  }
  rememberAuthToken(response);
  return response;
};
