/** Names the page and the service worker share (src/client/sw/service-worker.ts). */

/** The Background Sync tag under which the page asks the service worker to replay the queue. */
export const replaySyncTag = 'habit-log-replay';

/** Posted by the service worker to its pages after it has replayed the queue in the background. */
export const queueChangedMessage = 'habit-log-queue-changed';

/** The cache of the API reads the app makes, filled by the service worker (decision 0028). */
export const apiCacheName = 'compound-api';
