/** Longest Retry-After worth waiting for inside one request; a longer one is the caller's to handle. */
const maxWaitSeconds = 15;
/** After a lost connection the server is most likely restarting: this long before the one retry. */
const afterLostConnectionMs = 1_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a POST once more when its first attempt met a restart: the connection was lost before an
 * answer came, or the server answered 503 with a Retry-After while draining. The caller sends both
 * attempts with one Idempotency-Key, so a write that committed before the connection went is
 * answered from the server's record instead of being applied twice (decision 0035).
 */
export async function sendAgainOnRestart(
  send: () => Promise<Response>,
  wait: (ms: number) => Promise<void> = pause,
): Promise<Response> {
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    // The user (or the page) cancelled: not a failure to retry.
    if ((error as Error).name === 'AbortError') throw error;
    await wait(afterLostConnectionMs);
    return send();
  }
  if (response.status !== 503) return response;
  const retryAfter = response.headers.get('retry-after');
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > maxWaitSeconds) return response;
  await wait(seconds * 1_000);
  return send();
}
