import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from '../test/test-database';
import { readRows } from './read-rows';

/**
 * Migration 0015 (decision 0029) turns the id keys of an existing database into (user_id, id) keys
 * with composite foreign keys. Built as an upgrade would meet it: a database migrated to 0014 holding
 * one user's habits, logs, goals, skills, links, a focus session and a reminder, then migrated on.
 */
const migrationsFolder = join(projectRoot, 'src/server/db/migrations');

type TRawDatabase = {
  execute: (query: SQL) => Promise<unknown>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

async function openEmptyDatabase(): Promise<TRawDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      execute: (query) => db.execute(query),
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const url = await createEmptyPostgresDatabase(baseUrl, `m0015_${process.env.VITEST_POOL_ID ?? '0'}`);
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const db = drizzlePostgres(client);
  return {
    execute: (query) => db.execute(query),
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await dropPostgresDatabase(url);
    },
  };
}

/** A copy of the migrations folder whose journal stops at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'compound-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const ada = 'user-ada';
const ids = {
  read: '00000000-0000-4000-8000-000000000001',
  run: '00000000-0000-4000-8000-000000000002',
  goal: '00000000-0000-4000-8000-000000000003',
  skill: '00000000-0000-4000-8000-000000000004',
  reminder: '00000000-0000-4000-8000-000000000005',
  focus: '00000000-0000-4000-8000-000000000006',
};

const tables = [
  'users',
  'sessions',
  'habits',
  'habit_logs',
  'goals',
  'habit_goal_links',
  'skills',
  'habit_skills',
  'focus_sessions',
  'habit_reminders',
  'reminder_deliveries',
] as const;

async function seedAt0014(db: TRawDatabase) {
  await db.execute(sql`insert into users (id, name, email) values (${ada}, 'Ada', 'ada@example.com')`);
  await db.execute(sql`insert into sessions (id, expires_at, token, user_id)
    values ('session-1', now() + interval '1 day', 'token-1', ${ada})`);
  await db.execute(sql`insert into habits (id, user_id, name) values
    (${ids.read}, ${ada}, 'Read'), (${ids.run}, ${ada}, 'Run')`);
  await db.execute(sql`insert into habit_logs (user_id, habit_id, date, value_boolean, is_complete)
    select ${ada}, h.id, d::date, true, true
    from habits h, generate_series(date '2026-11-01', date '2026-11-10', interval '1 day') d`);
  await db.execute(sql`insert into goals (id, user_id, name) values (${ids.goal}, ${ada}, 'Marathon')`);
  await db.execute(sql`insert into habit_goal_links (habit_id, goal_id, user_id, contribution)
    values (${ids.run}, ${ids.goal}, ${ada}, 2)`);
  await db.execute(sql`insert into skills (id, user_id, name) values (${ids.skill}, ${ada}, 'Endurance')`);
  await db.execute(
    sql`insert into habit_skills (habit_id, skill_id, user_id) values (${ids.run}, ${ids.skill}, ${ada})`,
  );
  await db.execute(sql`insert into focus_sessions (id, goal_id, habit_id, user_id, minutes, started_at)
    values (${ids.focus}, ${ids.goal}, ${ids.run}, ${ada}, 25, now())`);
  await db.execute(sql`insert into habit_reminders (id, user_id, habit_id, minute_of_day)
    values (${ids.reminder}, ${ada}, ${ids.run}, 480)`);
  await db.execute(sql`insert into reminder_deliveries (user_id, reminder_id, local_date, due_at)
    values (${ada}, ${ids.reminder}, '2026-11-10', now())`);
}

async function countRows(db: TRawDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = readRows<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from "${table}"`)),
    );
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

/** The columns of a table's primary key, or of a named constraint, in order. */
async function constraintColumns(db: TRawDatabase, where: SQL): Promise<string> {
  const [row] = readRows<{ columns: string }>(
    await db.execute(sql`
      select array_to_string(array(
        select a.attname from unnest(c.conkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n), ',') as columns
      from pg_constraint c where ${where}`),
  );
  return row?.columns ?? '';
}

const errorCode = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

describe('migration 0015: user_id in every key', () => {
  let db: TRawDatabase;
  let before: Record<string, number>;
  const folders: string[] = [];

  beforeAll(async () => {
    db = await openEmptyDatabase();
    const at0014 = migrationsUpTo('0014_reminders');
    folders.push(at0014);
    await db.migrate(at0014);
    await seedAt0014(db);
    before = await countRows(db);
    await db.migrate(migrationsFolder);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every row of a database made before it', async () => {
    expect(before.habit_logs).toBe(20);
    expect(await countRows(db)).toEqual(before);
    const [link] = readRows<{ contribution: number }>(
      await db.execute(
        sql`select contribution from habit_goal_links where user_id = ${ada} and goal_id = ${ids.goal}`,
      ),
    );
    expect(link?.contribution).toBe(2);
  });

  it('keys the tables by (user_id, id) and the links by user_id too', async () => {
    const primaryKeyOf = (table: string) =>
      constraintColumns(db, sql`c.contype = 'p' and c.conrelid = ${table}::regclass`);
    expect(await primaryKeyOf('habits')).toBe('user_id,id');
    expect(await primaryKeyOf('habit_logs')).toBe('user_id,id');
    expect(await primaryKeyOf('sessions')).toBe('user_id,id');
    expect(await primaryKeyOf('habit_goal_links')).toBe('user_id,habit_id,goal_id');
    expect(await primaryKeyOf('habit_skills')).toBe('user_id,habit_id,skill_id');
    expect(await constraintColumns(db, sql`c.conname = 'habit_logs_habit_fk'`)).toBe('user_id,habit_id');
  });

  it('refuses a row pointing at another user’s habit', async () => {
    await db.execute(sql`insert into users (id, name, email) values ('user-bo', 'Bo', 'bo@example.com')`);
    const attempt = db.execute(
      sql`insert into habit_logs (user_id, habit_id, date) values ('user-bo', ${ids.read}, '2026-11-11')`,
    );
    await expect(attempt.then(() => 'stored', errorCode)).resolves.toBe('23503');
  });

  it('deletes a habit’s logs, links and reminders with it, and keeps its focus sessions without it', async () => {
    await db.execute(sql`delete from habits where user_id = ${ada} and id = ${ids.run}`);
    const counts = await countRows(db);
    expect(counts.habit_logs).toBe(10);
    expect(counts.habit_goal_links).toBe(0);
    expect(counts.habit_skills).toBe(0);
    expect(counts.habit_reminders).toBe(0);
    expect(counts.reminder_deliveries).toBe(0);
    const [focus] = readRows<{ user_id: string; habit_id: string | null; goal_id: string | null }>(
      await db.execute(sql`select user_id, habit_id, goal_id from focus_sessions where id = ${ids.focus}`),
    );
    expect(focus).toEqual({ user_id: ada, habit_id: null, goal_id: ids.goal });
  });
});
