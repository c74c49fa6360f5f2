/** Wrong passwords from one address for one account that are let through before any wait. */
export const freeSignInFailures = 4;
const firstWaitSeconds = 60;
const longestWaitSeconds = 86_400;

/**
 * How long one address must wait before trying an account's password again, after its `failures`-th
 * wrong one in a row (decision 0026): nothing for the first four, then a minute, doubling with each
 * further failure up to a day. A typo or two costs nothing; a guesser gets about twenty tries a day.
 */
export function signInBackoffSeconds(failures: number): number {
  if (!Number.isFinite(failures) || failures <= freeSignInFailures) return 0;
  const doublings = Math.min(failures - freeSignInFailures - 1, 20);
  return Math.min(firstWaitSeconds * 2 ** doublings, longestWaitSeconds);
}
