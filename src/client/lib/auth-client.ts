import { createAuthClient } from 'better-auth/react';
import { readAuthError, type TAuthErrorLike } from '@/domain/auth/read-auth-error';
import { readAuthToken } from './native-auth-token';
import { RequestError } from './request-error';
import { rememberAuthToken, serverOrigin, usesBearerAuth } from './server-url';

// The server's renderer of public pages imports the sign-in pages (decision 0033) but never calls the
// client there, so any absolute origin does; without one Better Auth would throw at import.
const pageOrigin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export const authClient = createAuthClient({
  baseURL: serverOrigin || pageOrigin,
  basePath: '/api/auth',
  // The native apps sign in with Better Auth's bearer token (decision 0017); the web with its cookie.
  fetchOptions: usesBearerAuth
    ? {
        credentials: 'omit',
        auth: { type: 'Bearer', token: () => readAuthToken() ?? undefined },
        onResponse: ({ response }) => rememberAuthToken(response),
      }
    : {},
  // The default plugin follows any `url` the server answers with. A sign-in carrying a callbackURL
  // (needed so an unverified account gets a fresh link) would then jump to that callback, which
  // claims a verified e-mail; the route gate decides where to go instead.
  disableDefaultFetchPlugins: true,
});

/** Where the e-mailed verification link sends the user back to (see the auth URL handling). */
export const verifiedEmailCallbackUrl = '/auth?type=signup';

/**
 * Better Auth's client resolves with {data, error} instead of throwing; TanStack Query and the forms
 * want a thrown RequestError carrying the server's message and code.
 */
export async function unwrapAuthResult<TData>(
  call: Promise<{ data: TData; error: null } | { data: null; error: TAuthErrorLike }>,
): Promise<TData> {
  const result = await call;
  if (result.error) {
    const { message, status, code } = readAuthError(result.error);
    throw new RequestError(message, status, code);
  }
  return result.data as TData;
}
