import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createOwnedRows } from '../test/factories';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from '../test/test-database';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';
import { openDatabase } from './client';
import { habitLogs, habits, users } from './schema';

const folders: string[] = [];
const folder = (name: string) => {
  const path = mkdtempSync(join(tmpdir(), `compound-${name}-`));
  folders.push(path);
  return path;
};
afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

async function seed(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.db.insert(users).values({ id: 'backup-user', name: 'Backup', email: 'backup@example.com' });
  const { habitId } = await createOwnedRows(database.db, 'backup-user');
  await database.db
    .insert(habitLogs)
    .values({ userId: 'backup-user', habitId, date: '2026-11-24', valueBoolean: true, isComplete: true });
  return database;
}

async function countRows(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [habitCount] = await database.db
      .select({ value: count() })
      .from(habits)
      .where(eq(habits.userId, 'backup-user'));
    const [logCount] = await database.db.select({ value: count() }).from(habitLogs);
    return { habits: habitCount?.value, logs: logCount?.value };
  } finally {
    await database.close();
  }
}

describe('npm run backup and npm run restore', () => {
  // Each PGlite start takes seconds, and this test starts five.
  it('round-trips the embedded database, keeping what the restore replaced', {
    timeout: 120_000,
  }, async () => {
    const original = folder('backup-source');
    const database = await seed(original);
    await database.close();
    const before = await countRows(original);
    expect(before.habits).toBe(1);
    const file = join(folder('backup-file'), 'compound.tar.gz');
    await backupPglite(original, file);

    const restored = folder('backup-target');
    expect(await restorePglite(file, restored)).toBeNull();
    expect(await countRows(restored)).toEqual(before);

    // Restoring over a database keeps that one beside it.
    expect(await restorePglite(file, restored)).toMatch(/pg\.before-restore-/);
  });

  it('refuses to back up a database a running server holds', async () => {
    const dataDir = folder('backup-busy');
    const database = await seed(dataDir);
    try {
      await expect(backupPglite(dataDir, join(dataDir, 'x.tar.gz'))).rejects.toThrow(
        /in use by another Compound server/,
      );
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('round-trips PostgreSQL through pg_dump and psql', async () => {
    const url = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '', 'backup');
    onTestFinished(() => dropPostgresDatabase(url));
    const database = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
    await database.db
      .insert(users)
      .values({ id: 'backup-user', name: 'Backup', email: 'backup@example.com' });
    await createOwnedRows(database.db, 'backup-user');
    await database.close();
    const file = join(folder('backup-pg'), 'compound.sql');
    await backupPostgres(url, file);
    const restored = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '', 'restored');
    onTestFinished(() => dropPostgresDatabase(restored));
    await restorePostgres(restored, file);
    const check = await openDatabase({ kind: 'postgres', url: restored, maxConnections: 1 });
    try {
      const [habitCount] = await check.db
        .select({ value: count() })
        .from(habits)
        .where(eq(habits.userId, 'backup-user'));
      expect(habitCount?.value).toBe(1);
    } finally {
      await check.close();
    }
  });
});
