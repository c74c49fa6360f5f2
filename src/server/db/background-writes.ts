import type { Database } from './client';
import { perDatabase } from './per-database';

const pendingOf = perDatabase(() => new Set<Promise<void>>());

/**
 * Runs a write a request starts without waiting for it (a webhook event, a realtime notice), kept per
 * database so whoever needs the database at rest (a test emptying it) can wait for it. `work` handles
 * its own failures: one that rejects anyway is dropped here, never unhandled.
 */
export function writeInBackground(db: Database, work: Promise<unknown>): void {
  const pending = pendingOf(db);
  const tracked: Promise<void> = work.then(
    () => undefined,
    () => undefined,
  );
  pending.add(tracked);
  void tracked.finally(() => pending.delete(tracked));
}

/** Resolves once every background write of the database has settled, those they started included. */
export async function backgroundWritesSettled(db: Database): Promise<void> {
  const pending = pendingOf(db);
  while (pending.size > 0) await Promise.all(pending);
}
