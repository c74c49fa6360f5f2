import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock';
import { PgliteRemote } from './pglite-remote';
import {
  migrationsFolder,
  startPgliteWorker,
  stopPgliteWorker,
  type TStartedPgliteWorker,
} from './pglite-worker-start';
import { createPostgresListener, type TListenWatch, type TUnlisten } from './postgres-listener';
import { reconnectBackoff } from './reconnect-backoff';
import * as schema from './schema';

export type TSchema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, TSchema>;

/**
 * Where PGlite's WebAssembly runs: 'worker' (a worker thread, decision 0029: the server's thread stays
 * free while a query runs) or 'main' (in the server's thread, as before; the tests' in-memory default).
 */
export type TPgliteThread = 'worker' | 'main';

export type TDatabaseConfig =
  | { kind: 'pglite'; dataDir: string; thread?: TPgliteThread }
  | { kind: 'pglite-memory'; thread?: TPgliteThread }
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** PostgreSQL itself when `url` is a pooler: LISTEN and the migrations' session lock go there. */
      directUrl?: string;
      /** A streaming replica for reads that tolerate a second of lag (DatabaseHandle.readDb). */
      readUrl?: string;
      /** 'transaction': a transaction-mode pooler, where a prepared statement may meet another session. */
      pooler?: 'none' | 'transaction';
    };

export type { TListenWatch, TUnlisten };

export type DatabaseHandle = {
  db: Database;
  /**
   * Where reads that tolerate a second of lag may go: the replica of DATABASE_READ_URL, else `db`. A
   * person's reads right after their own write must stay on `db` (http/read-your-writes.ts).
   */
  readDb: Database;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel: every NOTIFY on it, from this process or any other on the same database,
   * reaches onPayload. PostgreSQL uses one dedicated connection for all of a process's listeners, and
   * `watch` hears when it drops and when LISTEN is back; PGlite, in the process, never drops.
   */
  listen: (channel: string, onPayload: (payload: string) => void, watch?: TListenWatch) => Promise<TUnlisten>;
  notify: (channel: string, payload: string) => Promise<void>;
  /** PGlite only: a gzipped dump of the data folder, taken while the server runs (online-backup.ts). */
  dump?: () => Promise<Uint8Array>;
  close: () => Promise<void>;
};

/**
 * NOTIFY through a database or an open transaction: inside a transaction PostgreSQL delivers it at
 * commit, and never if it rolls back, so listeners only hear of changes that happened.
 */
export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** An arbitrary constant: every server process migrating one PostgreSQL database queues on it. */
const MIGRATION_LOCK_KEY = 7_263_310_145;

/**
 * `early`: the worker the process entry started before the settings loaded (pglite-worker-start.ts),
 * used when the config asks for that folder in a worker, else stopped first.
 */
export async function openDatabase(
  config: TDatabaseConfig,
  early?: Promise<TStartedPgliteWorker>,
): Promise<DatabaseHandle> {
  if (early) {
    const started = await early;
    const wanted = config.kind === 'pglite' && (config.thread ?? 'worker') === 'worker';
    if (wanted && resolve(config.dataDir) === started.dataDir) return pgliteWorkerHandle(started);
    await stopPgliteWorker(started);
  }
  if (config.kind === 'postgres') return openPostgres(config);
  const noLock = async () => {};
  if (config.kind === 'pglite-memory') {
    if (config.thread !== 'worker') return openPglite(new PGlite(), noLock);
    const remote = await PgliteRemote.open(undefined, migrationsFolder);
    return pgliteWorkerHandle({ dataDir: '', remote, unlock: noLock });
  }
  if (config.thread !== 'main') return pgliteWorkerHandle(await startPgliteWorker(config.dataDir));
  const dataDir = resolve(config.dataDir);
  const unlock = await lockDataDir(dataDir);
  try {
    const pgDir = join(dataDir, 'pg');
    mkdirSync(pgDir, { recursive: true });
    return await openPglite(new PGlite(pgDir), unlock);
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function openPglite(client: PGlite, release: () => Promise<void>): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    readDb: db as unknown as Database,
    kind: 'pglite',
    listen: async (channel, onPayload, watch) => {
      const unlisten = await client.listen(channel, onPayload);
      watch?.onListening();
      return unlisten;
    },
    notify: (channel, payload) => notify(db as unknown as Database, channel, payload),
    dump: async () => new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()),
    close: async () => {
      await client.close();
      await release();
    },
  };
}

function pgliteWorkerHandle({ remote, unlock }: TStartedPgliteWorker): DatabaseHandle {
  const db = drizzlePglite(remote.asPglite(), { schema }) as unknown as Database;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    listen: async (channel, onPayload, watch) => {
      const unlisten = await remote.listen(channel, onPayload);
      watch?.onListening();
      return unlisten;
    },
    notify: (channel, payload) => notify(db, channel, payload),
    dump: () => remote.dumpDataDir(),
    close: async () => {
      await remote.close();
      await unlock();
    },
  };
}

async function openPostgres(config: Extract<TDatabaseConfig, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  const { url, maxConnections = 20 } = config;
  // Through a transaction-mode pooler a session lock would be held by whichever server connection the
  // pooler lent, and LISTEN would be lost when it lends it on: both go straight to PostgreSQL.
  const directUrl = config.directUrl ?? url;
  await migrateOnce(directUrl);
  // A connection opened while PostgreSQL restarts can hang in its start-up; postgres.js waits 30 s by
  // default, and the requests queued on it with it. Five seconds, then the next try (the restart bench).
  // After a restart the pool reconnects within a second, not postgres.js's growing 20 s (reconnect-backoff.ts).
  // Behind a transaction-mode pooler the next statement may run in another session, which never saw the
  // statement prepared (PgBouncer before 1.21 cannot track them): unnamed statements only.
  const poolOptions = {
    max: maxConnections,
    onnotice: () => {},
    connect_timeout: 5,
    backoff: reconnectBackoff,
    prepare: config.pooler !== 'transaction',
  };
  const client = postgres(url, poolOptions);
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  const replica = config.readUrl ? postgres(config.readUrl, poolOptions) : undefined;
  const readDb = replica ? (drizzlePostgres(replica, { schema }) as unknown as Database) : db;
  const listener = createPostgresListener(directUrl);
  return {
    db,
    readDb,
    kind: 'postgres',
    listen: listener.listen,
    notify: (channel, payload) => notify(db, channel, payload),
    close: async () => {
      await listener.close();
      await Promise.all([client.end(), replica?.end()]);
    },
  };
}

/** Every server process migrating one database queues on a session lock: the first migrates, the rest find it done. */
async function migrateOnce(directUrl: string) {
  const migrator = postgres(directUrl, { max: 1, onnotice: () => {} });
  try {
    const db = drizzlePostgres(migrator);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    await migratePostgres(db, { migrationsFolder });
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  } finally {
    await migrator.end();
  }
}
