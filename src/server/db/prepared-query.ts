import type { Database } from './client';
import { perDatabase } from './per-database';

/**
 * A query built once per database and run many times with placeholders. Drizzle spends a fifth of a
 * millisecond of CPU building an ordinary query's SQL on every call, more than PostgreSQL takes to
 * answer a lookup by key; a prepared one skips the building and lets PostgreSQL keep the plan.
 * Prepared on whatever it is given, so a caller inside a transaction passes the transaction and the
 * statement runs in it.
 */
export function preparedQuery<TQuery>(build: (db: Database) => TQuery): (db: Database) => TQuery {
  return perDatabase(build);
}
