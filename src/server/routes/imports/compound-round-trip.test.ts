import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { importedTables } from '../../../domain/export/export-format';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { accountArb, writeRandomAccount } from '../../test/random-account';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  // Each run signs up two accounts: more than sign-up's limit allows a minute.
  server = await createTestServer({ RATE_LIMIT_MULTIPLIER: '50' });
});

type TRow = Record<string, unknown>;
type TExport = { tables: Record<string, TRow[]> };

async function download(user: TTestUser, format: 'json' | 'csv') {
  const response = await server.app.request(`/api/export?format=${format}`, {
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
  });
  return new Uint8Array(await response.arrayBuffer());
}

async function upload(user: TTestUser, bytes: Uint8Array, dryRun: boolean) {
  const response = await server.app.request(`/api/imports?dry_run=${dryRun}`, {
    method: 'POST',
    headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/octet-stream' },
    body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
  });
  expect(response.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: the plan and the result are read field by field
  return (await response.json()) as any;
}

/**
 * An export with its ids and bookkeeping times taken out: each id becomes the name of what it is
 * (habits by name and place in the list, goals and skills by name), so two accounts holding the same
 * data compare equal.
 */
function normalize(exported: TExport) {
  const labels = new Map<string, string>();
  const seen = new Map<string, number>();
  const habits = [...(exported.tables.habits ?? [])].sort(
    (a, b) => Number(a.sort_order) - Number(b.sort_order),
  );
  for (const habit of habits) {
    const count = (seen.get(String(habit.name)) ?? 0) + 1;
    seen.set(String(habit.name), count);
    labels.set(String(habit.id), `habit ${habit.name} #${count}`);
  }
  for (const row of exported.tables.goals ?? []) labels.set(String(row.id), `goal ${row.name}`);
  for (const row of exported.tables.skills ?? []) labels.set(String(row.id), `skill ${row.name}`);
  for (const row of exported.tables.user_subskills ?? []) {
    labels.set(String(row.id), `subskill ${labels.get(String(row.parent_skill_id))} ${row.name}`);
  }
  const relabel = (value: unknown): unknown => {
    if (typeof value === 'string') return labels.get(value) ?? value;
    if (Array.isArray(value)) return value.map(relabel);
    if (value && typeof value === 'object') {
      // Sorted: PostgreSQL keeps a JSON object's keys in its own order, which depends on the ids.
      return Object.fromEntries(
        Object.entries(value)
          .map(([key, nested]) => [labels.get(key) ?? key, relabel(nested)] as const)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    }
    return value;
  };
  return Object.fromEntries(
    Object.keys(importedTables).map((name) => [
      name,
      (exported.tables[name] ?? [])
        .map((row) => {
          const { id: _id, user_id: _user, created_at: _created, updated_at: _updated, ...rest } = row;
          return JSON.stringify(relabel(rest));
        })
        .sort(),
    ]),
  );
}

const readExport = async (user: TTestUser) =>
  JSON.parse(new TextDecoder().decode(await download(user, 'json'))) as TExport;

describe('importing Compound’s own export', () => {
  it('gives the same account back, in a fresh account, from the JSON and from the CSV zip', async () => {
    await fc.assert(
      fc.asyncProperty(
        accountArb,
        fc.constantFrom('json', 'csv') as fc.Arbitrary<'json' | 'csv'>,
        async (account, format) => {
          const source = await createSignedInUser(server);
          await writeRandomAccount(server.deps.db, source.id, account);
          const file = await download(source, format);
          const fresh = await createSignedInUser(server);

          const plan = await upload(fresh, file, true);
          const result = await upload(fresh, file, false);
          // The dry run is what the import then does, table by table.
          expect(plan.format).toBe(`compound-${format}`);
          expect(result.tables).toEqual(plan.tables);
          expect(result.logs_added).toBe(plan.new_logs);
          expect(result.created_habits).toBe(account.habits.length);
          expect(normalize(await readExport(fresh))).toEqual(normalize(await readExport(source)));

          // A second import finds everything there.
          const again = await upload(fresh, file, false);
          expect(again).toMatchObject({
            created_habits: 0,
            logs_added: 0,
            pauses_added: 0,
            preferences_changed: false,
          });
          expect(again.tables.every((table: { new_rows: number }) => table.new_rows === 0)).toBe(true);
        },
      ),
      // Each run signs up two accounts and exports and imports through the database: a few runs suffice.
      { numRuns: 8, endOnFailure: true },
    );
  }, 300_000);

  it('refuses an export that does not match its format, naming the fault', async () => {
    const user = await createSignedInUser(server);
    const file = JSON.stringify({ format: 'compound-export', version: 2, tables: { habits: [{ name: 3 }] } });
    const response = await server.app.request('/api/imports?dry_run=true', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/octet-stream' },
      body: file,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /^This Compound export does not match its format \(tables\.habits\[0\]\.id: /,
    );
  });
});
