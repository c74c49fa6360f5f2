import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type TSchema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, TSchema>;

export type TDatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: every server process migrating one PostgreSQL database queues on it. */
const MIGRATION_LOCK_KEY = 7_263_310_145;

export async function openDatabase(config: TDatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return openPostgres(config.url, config.maxConnections);
  if (config.kind === 'pglite-memory') return openPglite(new PGlite(), () => {});
  const dataDir = resolve(config.dataDir);
  const unlock = lockDataDir(dataDir);
  try {
    const pgDir = join(dataDir, 'pg');
    mkdirSync(pgDir, { recursive: true });
    return await openPglite(new PGlite(pgDir), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(client: PGlite, release: () => void): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, maxConnections = 20): Promise<DatabaseHandle> {
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const db = drizzlePostgres(migrator);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    await migratePostgres(db, { migrationsFolder });
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  } finally {
    await migrator.end();
  }
  const client = postgres(url, { max: maxConnections, onnotice: () => {} });
  return {
    db: drizzlePostgres(client, { schema }) as unknown as Database,
    kind: 'postgres',
    close: () => client.end(),
  };
}
