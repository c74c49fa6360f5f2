import type { Handler } from 'hono';
import type { Auth } from '../auth/create-auth';
import type { SessionCache } from '../auth/session-cache';

/**
 * Only reading the session changes nothing; every other auth request may sign out, revoke, reset a
 * password, rename or delete a user.
 */
const changesNoSession = (method: string, path: string) => method === 'GET' && path.endsWith('/get-session');

/**
 * Better Auth answers errors as {code, message}; the API's shape is {error: {code, message}}.
 * Both are sent so Better Auth's own client keeps working and every other caller sees one shape.
 */
export function authHandler(auth: Auth, sessionCache: SessionCache): Handler {
  return async (c) => {
    const response = await auth.handler(c.req.raw);
    // This process's next request must not wait for the database's notice of what this one changed.
    if (!changesNoSession(c.req.method, c.req.path)) sessionCache.forgetAll();
    if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json'))
      return response;
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    const code = (body?.code ?? `http_${response.status}`).toLowerCase();
    const message = body?.message ?? response.statusText ?? 'Request failed';
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(
      JSON.stringify({ ...body, code: body?.code ?? code, message, error: { code, message } }),
      {
        status: response.status,
        headers,
      },
    );
  };
}
