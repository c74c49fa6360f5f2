import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { backgroundWritesSettled } from '../db/background-writes';
import { type DatabaseHandle, openDatabase } from '../db/client';

let shared: Promise<DatabaseHandle> | undefined;

/**
 * One database per test worker: in-memory PGlite by default, or a fresh PostgreSQL database
 * derived from TEST_DATABASE_URL (one per worker, so parallel files never share rows).
 */
export function getTestDatabase(): Promise<DatabaseHandle> {
  shared ??= openTestDatabase();
  return shared;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  // TEST_PGLITE_THREAD=worker runs the suite on the embedded database's worker thread (decision 0029).
  if (!baseUrl)
    return openDatabase({
      kind: 'pglite-memory',
      thread: process.env.TEST_PGLITE_THREAD === 'worker' ? 'worker' : 'main',
    });
  const url = await createEmptyPostgresDatabase(baseUrl, `w${process.env.VITEST_POOL_ID ?? '0'}`);
  return openDatabase({ kind: 'postgres', url, maxConnections: 10 });
}

/** Drops a database made by createEmptyPostgresDatabase. */
export async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** A new, empty database beside TEST_DATABASE_URL's (`<name>_<suffix>`), for a test of its own. */
export async function createEmptyPostgresDatabase(baseUrl: string, suffix: string): Promise<string> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'compound_test'}_${suffix}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Empties every table of the application (the migrations journal lives in another schema).
 * DELETE, not TRUNCATE: a TRUNCATE gives each table new files, which on PostgreSQL cost about half a
 * second for the whole schema before every test; deleting a test's few rows costs milliseconds. The
 * tables are locked first, so a transaction still writing is waited for, as TRUNCATE did.
 */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const statement = await resetStatementOf(handle);
  if (statement === null) return;
  // The writes a test's last request left running (webhook events, notices) finish first; a job a test
  // started may still be writing, and PostgreSQL can pick the reset as a deadlock's victim against
  // it: the reset then simply runs again.
  await backgroundWritesSettled(handle.db);
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.db.execute(sql.raw(statement));
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

// The schema is migrated once per database, so its reset statement is read from the catalog once too.
const resetStatements = new WeakMap<DatabaseHandle, Promise<string | null>>();

function resetStatementOf(handle: DatabaseHandle): Promise<string | null> {
  let statement = resetStatements.get(handle);
  if (!statement) {
    statement = tablesChildrenFirst(handle).then((tables) => {
      if (tables.length === 0) return null;
      const names = tables.map((table) => `"public"."${table}"`);
      return `do $$ begin lock table ${names.join(', ')} in access exclusive mode; ${names
        .map((name) => `delete from ${name};`)
        .join(' ')} end $$`;
    });
    // A failed read is not kept: the next reset asks the catalog again.
    statement.catch(() => resetStatements.delete(handle));
    resetStatements.set(handle, statement);
  }
  return statement;
}

/** The application's tables, every referencing table before the tables it references. */
async function tablesChildrenFirst(handle: DatabaseHandle): Promise<string[]> {
  const tableRows = readRows<{ tablename: string }>(
    await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
  );
  const edges = readRows<{ child: string; parent: string }>(
    await handle.db.execute(sql`
      select c.relname as child, p.relname as parent
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`),
  );
  const children = new Map<string, string[]>();
  for (const { child, parent } of edges) children.set(parent, [...(children.get(parent) ?? []), child]);
  const ordered: string[] = [];
  const visited = new Set<string>();
  const visit = (table: string) => {
    if (visited.has(table)) return;
    visited.add(table);
    for (const child of children.get(table) ?? []) visit(child);
    ordered.push(table);
  };
  for (const { tablename } of tableRows) visit(tablename);
  // visit() placed each table after its children; tables outside the public schema never appear.
  const known = new Set(tableRows.map((row) => row.tablename));
  return ordered.filter((table) => known.has(table));
}

function isDeadlock(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '40P01' || codeOf((error as { cause?: unknown } | null)?.cause) === '40P01';
}

import { readRows } from '../db/read-rows';

export { readRows };
