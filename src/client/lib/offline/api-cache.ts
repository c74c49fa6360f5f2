import { apiCacheName } from './worker-messages';

/**
 * The service worker keeps the last answers of the API reads the app makes (decision 0028), so
 * /app opens without a connection. They are one account's data: dropped on sign-out, and when the
 * app finds another account signed in than the one they were cached for.
 */

const ownerKey = 'compound.api-cache-owner';

export async function forgetCachedApiAnswers(): Promise<void> {
  try {
    localStorage.removeItem(ownerKey);
  } catch {
    // Storage refused: the cache is dropped all the same.
  }
  if (typeof caches !== 'undefined') await caches.delete(apiCacheName).catch(() => false);
}

/** Called once the signed-in account is known: another account's cached answers go. */
export async function keepApiCacheFor(userId: string): Promise<void> {
  let owner: string | null = null;
  try {
    owner = localStorage.getItem(ownerKey);
  } catch {
    // Unknown owner: treated as another account's.
  }
  if (owner === userId) return;
  await forgetCachedApiAnswers();
  try {
    localStorage.setItem(ownerKey, userId);
  } catch {
    // Not remembered: the next start checks again and drops the cache once more, which is safe.
  }
}
