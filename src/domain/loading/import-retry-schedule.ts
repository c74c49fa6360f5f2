/** Lazy page loads retry 3 times, waiting 1 s, 2 s and 3 s (spec sections 8 and 9). */
export const importRetryDelaysMs: readonly number[] = [1_000, 2_000, 3_000];

/** How long to wait before retry number `failedAttempts` (1-based), or null when it is time to give up. */
export function getImportRetryDelay(failedAttempts: number): number | null {
  return importRetryDelaysMs[failedAttempts - 1] ?? null;
}

/** A page's code could not be loaded even after the retries: only a fresh page load can help now. */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

/** Runs `load`, retrying on the schedule above; `wait` is injected so the schedule can be tested. */
export async function loadWithRetries<T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<void>,
): Promise<T> {
  for (let failedAttempts = 0; ; ) {
    try {
      return await load();
    } catch (error) {
      failedAttempts += 1;
      const delay = getImportRetryDelay(failedAttempts);
      if (delay === null) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new PageLoadError(`The page could not be loaded after ${failedAttempts} attempts: ${reason}`, {
          cause: error,
        });
      }
      await wait(delay);
    }
  }
}
