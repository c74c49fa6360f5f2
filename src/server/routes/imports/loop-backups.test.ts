import { createRequire } from 'node:module';
import initSqlJs from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { loopDb, loopTestBackup } from '../../test/import-fixtures';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

async function upload(user: TTestUser, bytes: Uint8Array, dryRun: boolean) {
  const response = await server.app.request(`/api/imports?dry_run=${dryRun}`, {
    method: 'POST',
    headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/octet-stream' },
    body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response bodies
  return { status: response.status, json: (await response.json()) as any };
}

async function habitsOf(user: TTestUser) {
  const list = await server.request('GET', '/api/habits?include_archived=true', {
    headers: { cookie: user.cookie },
  });
  return list.json.habits as { name: string; active: boolean; schedule: unknown }[];
}

/** A copy of a backup with its user_version changed: a file that claims a version it does not have. */
async function withVersion(bytes: Uint8Array, version: number) {
  const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  const SQL = await initSqlJs({ locateFile: () => wasm });
  const db = new SQL.Database(bytes);
  db.exec(`pragma user_version = ${version}`);
  const copy = db.export();
  db.close();
  return copy;
}

describe('Loop Habit Tracker backups of every database version', () => {
  it('imports Loop’s own v12 test backup as planned, repeated names as separate habits', async () => {
    const user = await createSignedInUser(server);
    const file = loopTestBackup('loop.db');
    const plan = await upload(user, file, true);
    expect(plan.status).toBe(200);
    expect(plan.json.habits.map((habit: { name: string }) => habit.name)).toEqual([
      'Wake up early',
      'brush teeth',
      'Sleep early',
      'Vegan',
      'Sport',
      'I love you',
      'Vegan',
      'Sport',
      'I love you',
    ]);
    expect(plan.json.habits.every((habit: { action: string }) => habit.action === 'create')).toBe(true);

    const result = await upload(user, file, false);
    expect(result.json).toMatchObject({
      created_habits: 9,
      merged_habits: 0,
      logs_added: plan.json.new_logs,
    });
    expect(result.json.tables).toEqual(plan.json.tables);
    expect(plan.json.new_logs).toBe(164);
    const habits = await habitsOf(user);
    expect(habits.filter((habit) => habit.name === 'Vegan')).toHaveLength(2);
    expect(habits.find((habit) => habit.name === 'Wake up early')?.schedule).toMatchObject({
      times: 3,
      days: 7,
    });

    const again = await upload(user, file, false);
    expect(again.json).toMatchObject({ created_habits: 0, merged_habits: 9, logs_added: 0 });
  });

  for (const name of ['021.db', '022.db'] as const) {
    it(`imports Loop’s own test backup ${name}`, async () => {
      const user = await createSignedInUser(server);
      const result = await upload(user, loopTestBackup(name), false);
      expect(result.status).toBe(200);
      expect(result.json.created_habits).toBeGreaterThan(0);
    });
  }

  it('keeps archived state and a numerical 0, the same in the plan and the import', async () => {
    const user = await createSignedInUser(server);
    const file = await loopDb([
      { name: 'Run', archived: true, entries: [['2026-11-20', 2]] },
      { name: 'Run', entries: [['2026-11-21', 2]] },
      {
        name: 'Push-ups',
        numerical: { target: 20, unit: 'reps' },
        entries: [
          ['2026-11-21', 0],
          ['2026-11-22', -1],
        ],
      },
    ]);
    const plan = await upload(user, file, true);
    expect(
      plan.json.habits.map((habit: { name: string; archived: boolean }) => [habit.name, habit.archived]),
    ).toEqual([
      ['Run', true],
      ['Run', false],
      ['Push-ups', false],
    ]);
    const result = await upload(user, file, false);
    expect(result.json).toMatchObject({ created_habits: 3, logs_added: plan.json.new_logs });
    expect(plan.json.new_logs).toBe(3);
    const runs = (await habitsOf(user)).filter((habit) => habit.name === 'Run');
    expect(runs.map((habit) => habit.active).sort()).toEqual([false, true]);
    const day = await server.request('GET', '/api/habits?date=2026-11-21', {
      headers: { cookie: user.cookie },
    });
    const pushUps = day.json.habits.find((habit: { name: string }) => habit.name === 'Push-ups');
    expect(pushUps.log).toMatchObject({ value_number: 0 });
  });

  it('migrates a v15 backup (no values, no types) in memory as Loop does', async () => {
    const user = await createSignedInUser(server);
    const file = await loopDb(
      [
        {
          name: 'Floss',
          entries: [
            ['2026-11-20', 2],
            ['2026-11-21', 2],
          ],
        },
      ],
      15,
    );
    expect((await upload(user, file, false)).json).toMatchObject({ created_habits: 1, logs_added: 2 });
  });

  it('refuses with a 400 naming the fault a backup that lacks what its version promises, or is too new', async () => {
    const user = await createSignedInUser(server);
    const lying = await upload(user, await withVersion(loopTestBackup('loop.db'), 25), true);
    expect(lying.status).toBe(400);
    expect(lying.json.error.message).toBe('This Loop backup cannot be read: no such column: type.');
    const future = await upload(user, await withVersion(loopTestBackup('022.db'), 40), true);
    expect(future.status).toBe(400);
    expect(future.json.error.message).toBe(
      'This Loop backup has database version 40; Compound reads versions 9 to 25.',
    );
  });
});
