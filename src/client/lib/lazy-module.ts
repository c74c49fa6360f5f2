import { useEffect, useSyncExternalStore } from 'react';
import { loadWithRetries } from '@/domain/loading/import-retry-schedule';
import { whenIdle } from './when-idle';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export type TLazyModule<TModule> = {
  /** Starts loading (once) and resolves with the module. */
  load: () => Promise<TModule>;
  /** The module if it is already here, else null. */
  read: () => TModule | null;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Code the first paint can do without, loaded right after it. The domain rules that validate with zod
 * weigh about 27 KB gzip, more than the rest of the tracker page; they are only needed once the user
 * types, submits or has a timer to restore. A failed load is retried on the lazy-page schedule, then
 * again the next time it is asked for.
 */
export function createLazyModule<TModule>(importModule: () => Promise<TModule>): TLazyModule<TModule> {
  let loaded: TModule | null = null;
  let pending: Promise<TModule> | null = null;
  const listeners = new Set<() => void>();
  return {
    load: () => {
      pending ??= loadWithRetries(importModule, wait).then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    read: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The module once loaded, else null; the first component to ask starts the load, once the browser is
 * idle (each module in a task of its own, not in the one that runs every effect of the takeover).
 */
export function useLazyModule<TModule>(lazyModule: TLazyModule<TModule>): TModule | null {
  useEffect(
    () =>
      whenIdle(() => {
        // Without the module the caller renders its fallback; the next component to ask tries again.
        lazyModule.load().catch(() => undefined);
      }),
    [lazyModule],
  );
  return useSyncExternalStore(lazyModule.subscribe, lazyModule.read, lazyModule.read);
}
