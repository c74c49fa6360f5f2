import { getTableName, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates/date-key';
import { habitLogs } from '../../db/schema';
import { exportTables, unexportedUserTables } from '../../services/export/export-tables';
import { createOwnedRows, createSignedInUser, type TTestUser } from '../../test/factories';
import { readRows } from '../../test/test-database';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

async function download(user: TTestUser | null, format: string) {
  const response = await server.app.request(`/api/export?format=${format}`, {
    headers: { origin: TEST_ORIGIN, ...(user && { cookie: user.cookie }) },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Two users with a row in every table; A also has more logs than one page holds (5,000). */
async function createTwoUsers() {
  const alice = await createSignedInUser(server, { name: 'Alice' });
  const bob = await createSignedInUser(server, { name: 'Bob' });
  const aliceRows = await createOwnedRows(server.deps.db, alice.id, 'A');
  await createOwnedRows(server.deps.db, bob.id, 'B');
  await server.deps.db.insert(habitLogs).values(
    Array.from({ length: 5_200 }, (_, day) => ({
      userId: alice.id,
      habitId: aliceRows.habitId,
      date: addDays('2010-01-01', day),
      valueBoolean: true,
      isComplete: true,
    })),
  );
  return { alice, bob };
}

type TJsonExport = { format: string; version: number; tables: Record<string, Record<string, unknown>[]> };

describe('GET /api/export', () => {
  it('exports exactly the user’s own rows as one JSON attachment', async () => {
    const { alice, bob } = await createTwoUsers();
    const { response, bytes } = await download(alice, 'json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="compound-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = new TextDecoder().decode(bytes);
    expect(text).not.toContain(bob.id);
    expect(text).not.toContain(bob.email);

    const exported = JSON.parse(text) as TJsonExport;
    expect(exported).toMatchObject({ format: 'compound-export', version: 2 });
    expect(Object.keys(exported.tables)).toEqual(exportTables.map((table) => table.name));
    for (const [name, rows] of Object.entries(exported.tables)) {
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows) expect(row.user_id ?? row.id, name).toBe(alice.id);
    }
    expect(exported.tables.account?.[0]).toMatchObject({ email: alice.email, name: 'Alice' });
    const logs = exported.tables.habit_logs ?? [];
    expect(logs).toHaveLength(5_202);
    expect(new Set(logs.map((log) => log.date)).size).toBe(5_202);
    expect(exported.tables.daily_insights?.[0]).toMatchObject({ insights: { label: 'A' } });
  });

  it('exports a zip with one CSV file per table, quoted where needed', async () => {
    const { alice, bob } = await createTwoUsers();
    const { response, bytes } = await download(alice, 'csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/filename="compound-export-.*\.zip"$/);

    const files = Object.fromEntries(
      Object.entries(unzipSync(bytes)).map(([name, content]) => [name, new TextDecoder().decode(content)]),
    );
    expect(Object.keys(files)).toEqual(['export.json', ...exportTables.map((table) => `${table.name}.csv`)]);
    expect(JSON.parse(files['export.json'] ?? '')).toMatchObject({ format: 'compound-export', version: 2 });
    for (const [name, csv] of Object.entries(files).filter(([name]) => name.endsWith('.csv'))) {
      expect(csv, name).not.toContain(bob.id);
      expect(csv, name).toContain(alice.id);
    }
    const logLines = files['habit_logs.csv']?.trimEnd().split('\r\n') ?? [];
    expect(logLines[0]).toBe(
      'id,user_id,habit_id,date,value_number,value_boolean,time_tracked_seconds,is_complete,save_count,created_at,updated_at',
    );
    expect(logLines).toHaveLength(1 + 5_202);
    expect(files['goal_baselines.csv']).toContain('"Metric, ""A"""');
    expect(files['daily_focus.csv']).toContain('"Focus\nA"');
  });

  it('leaves out no table the user owns, except the credentials', async () => {
    const result = await server.deps.db.execute(sql`
      select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'`);
    const owned = readRows<{ table_name: string }>(result).map((row) => row.table_name);
    const covered = [...exportTables.map(({ table }) => getTableName(table)), ...unexportedUserTables];
    for (const table of owned)
      expect(covered, `${table} is neither exported nor left out on purpose`).toContain(table);
  });

  it('asks a signed-out visitor to sign in and refuses an unknown format', async () => {
    expect((await download(null, 'json')).response.status).toBe(401);
    const user = await createSignedInUser(server);
    const unknown = await download(user, 'xml');
    expect(unknown.response.status).toBe(400);
    const empty = JSON.parse(new TextDecoder().decode((await download(user, 'json')).bytes)) as TJsonExport;
    expect(empty.tables.habits).toEqual([]);
    expect(empty.tables.account).toHaveLength(1);
  });
});
