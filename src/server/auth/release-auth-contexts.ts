/**
 * On Node 20 an AsyncLocalStorage, once run, switches on promise hooks for the whole process until it
 * is disabled: every promise of every request then pays for context tracking. Better Auth runs three
 * such storages inside each of its calls (sign-in, get-session, a webhook…), so after the first sign-in
 * the busiest routes, which never call it, spent about a fifth of their time in those hooks (issue 24,
 * decision 0024). Better Auth finishes all its work before a call settles (no background task handler
 * is configured), so its storages are switched off whenever no call of it is running in this process,
 * and its next call switches them on again.
 */
type TDisablable = { disable: () => void };

type TAuthLike = {
  handler: (request: Request) => Promise<Response>;
  fetch: (request: Request) => Promise<Response>;
  api: object;
};

const betterAuthStorageKeys = [
  'requestStateAsyncStorage',
  'adapterAsyncStorage',
  'endpointContextAsyncStorage',
] as const;

/** The storages Better Auth keeps on its process-wide global (created on its first call). */
function betterAuthStorages(): TDisablable[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    Symbol.for('better-auth:global')
  ];
  return betterAuthStorageKeys
    .map((key) => global?.context?.[key])
    .filter((storage): storage is TDisablable => typeof (storage as TDisablable)?.disable === 'function');
}

/**
 * Runs calls and disables `storages` each time the last call running settles. One count for the whole
 * process: several auth instances (tests, a restarted app) share Better Auth's global storages.
 */
export function createCallScope(storages: () => Iterable<TDisablable>) {
  let running = 0;
  return async function inScope<T>(call: () => Promise<T>): Promise<T> {
    running++;
    try {
      return await call();
    } finally {
      running--;
      if (running === 0) for (const storage of storages()) storage.disable();
    }
  };
}

const inAuthScope = createCallScope(betterAuthStorages);

/** The same auth, whose handler and API calls each run in the process's auth scope. */
export function releaseContextsBetweenCalls<TAuth extends TAuthLike>(auth: TAuth): TAuth {
  const scopedEndpoints = new Map<string | symbol, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      let scoped = scopedEndpoints.get(key);
      if (!scoped) {
        // The endpoint keeps its own properties (path, options); only calling it is scoped.
        scoped = new Proxy(value, {
          apply: (endpoint, thisArg, args) => inAuthScope(() => Reflect.apply(endpoint, thisArg, args)),
        });
        scopedEndpoints.set(key, scoped);
      }
      return scoped;
    },
  });
  const handler = (request: Request) => inAuthScope(() => auth.handler(request));
  return { ...auth, api, handler, fetch: handler };
}
