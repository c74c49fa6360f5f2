/**
 * Whether a failed request is worth repeating: network and server failures are, a client error is
 * not (the same wrong password or missing permission fails again, and retrying a sign-in would
 * spend the rate limit). 408 is the one 4xx that means "try again".
 */
export function shouldRetryRequest(
  failureCount: number,
  maxRetries: number,
  status: number | undefined,
): boolean {
  if (failureCount >= maxRetries) return false;
  return status === undefined || status === 408 || status < 400 || status >= 500;
}
