/** The error Better Auth's client hands back: its own {code, message} plus our API's {error: {...}}. */
export type TAuthErrorLike = {
  status?: number;
  statusText?: string;
  code?: string;
  message?: string;
  error?: { code?: string; message?: string } | null;
};

export type TAuthError = { message: string; code: string | null; status: number | undefined };

/**
 * What to show and branch on for a failed auth call: the server's own words when it sent any, and
 * the code in lower case (Better Auth says EMAIL_NOT_VERIFIED, our API email_not_verified).
 */
export function readAuthError(error: TAuthErrorLike): TAuthError {
  const code = error.error?.code || error.code;
  return { message: readMessage(error), code: code ? code.toLowerCase() : null, status: error.status };
}

function readMessage(error: TAuthErrorLike): string {
  const serverMessage = error.error?.message || error.message;
  if (serverMessage) return serverMessage;
  if (!error.status) return 'We could not reach Compound. Check your connection and try again.';
  if (error.status === 429) return 'Too many attempts. Try again in a few minutes.';
  if (error.status >= 500) return 'Something went wrong on our side. Please try again.';
  return error.statusText || 'The request failed. Please try again.';
}
