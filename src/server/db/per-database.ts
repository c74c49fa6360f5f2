import type { Database } from './client';

/**
 * One value per database (or transaction), built on first use: what a process keeps about a database
 * must not leak into another one opened in the same process, as the tests do.
 */
export function perDatabase<TValue>(build: (db: Database) => TValue): (db: Database) => TValue {
  const built = new WeakMap<Database, TValue>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
