import { resolvePostAuthPath } from './route-rules';

export const expiredTokenPath = '/expired-token';
export const resetPasswordPath = '/reset-password';

/** Which e-mailed link led here, so the expired-link page can offer the right way to get a new one. */
export type TAuthLinkFlow = 'signup' | 'recovery' | 'other';

export type TAuthUrlAction =
  | { kind: 'none' }
  | { kind: 'show-link-error'; to: string }
  | { kind: 'email-verified'; to: string }
  | { kind: 'recovery'; to: string };

export type TAuthUrlInput = {
  pathname: string;
  search: string;
  hash: string;
  storedReturnTo: string | null;
};

const authParams = ['error', 'error_code', 'error_description', 'type'];

const errorDescriptions: Record<string, string> = {
  invalid_token: 'This link is not valid, or it has already been used.',
  token_expired: 'This link has expired. Links in our e-mails work for a limited time.',
  otp_expired: 'This link has expired. Links in our e-mails work for a limited time.',
  access_denied: 'Access was denied, so you were not signed in.',
};

/**
 * What the address bar asks for after an e-mailed link or a sign-in provider sent the visitor back:
 * show a link error, confirm a verified e-mail, or continue a password recovery. Parameters may come
 * in the query or the hash.
 */
export function decideAuthUrlAction({
  pathname,
  search,
  hash,
  storedReturnTo,
}: TAuthUrlInput): TAuthUrlAction {
  if (pathname === expiredTokenPath) return { kind: 'none' };
  const params = readAuthParams(search, hash);
  const type = params.get('type');
  const error = params.get('error') || params.get('error_code');
  if (error) {
    const errorCode = params.get('error_code') || deriveErrorCode(error);
    const details = new URLSearchParams({
      error,
      error_code: errorCode,
      error_description: params.get('error_description') || describeAuthError(errorCode),
      flow: detectFlow(pathname, type),
    });
    return { kind: 'show-link-error', to: `${expiredTokenPath}?${details}` };
  }
  if (type === 'signup') return { kind: 'email-verified', to: resolvePostAuthPath(null, storedReturnTo) };
  if (type === 'recovery') return { kind: 'recovery', to: `${resetPasswordPath}${removeAuthParams(search)}` };
  return { kind: 'none' };
}

/** A readable sentence for an auth error code, for links that arrive without a description. */
export function describeAuthError(errorCode: string): string {
  return errorDescriptions[errorCode] ?? 'Something went wrong with this link.';
}

function readAuthParams(search: string, hash: string): URLSearchParams {
  const params = new URLSearchParams(search);
  const hashText = hash.replace(/^#/, '');
  if (!hashText.includes('=')) return params;
  for (const [key, value] of new URLSearchParams(hashText)) {
    if (!params.has(key)) params.set(key, value);
  }
  return params;
}

function deriveErrorCode(error: string): string {
  return error
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function detectFlow(pathname: string, type: string | null): TAuthLinkFlow {
  if (type === 'signup') return 'signup';
  if (type === 'recovery' || pathname === resetPasswordPath) return 'recovery';
  return 'other';
}

function removeAuthParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of authParams) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
