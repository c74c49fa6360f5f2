import { strToU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { habiticaJson, loopCsvZip, loopDb, type TLoopFixtureHabit } from '../../test/import-fixtures';
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

async function habitsOf(user: TTestUser, date: string) {
  const day = await server.request('GET', `/api/habits?date=${date}`, { headers: { cookie: user.cookie } });
  return day.json.habits as {
    name: string;
    type: string;
    target: number | null;
    unit: string | null;
    log: { value_boolean: boolean | null; value_number: number | null } | null;
  }[];
}

const loopHabits: TLoopFixtureHabit[] = [
  {
    name: 'Meditate',
    entries: [
      ['2026-11-20', 2],
      ['2026-11-21', 2],
      ['2026-11-22', 1],
      ['2026-11-23', 0],
      ['2026-11-24', 3],
      ['2026-11-25', 2],
    ],
  },
  {
    name: 'Read',
    numerical: { target: 20, unit: 'pages' },
    entries: [
      ['2026-11-24', 12_000],
      ['2026-11-25', 25_500],
    ],
  },
];

describe('importing from Loop Habit Tracker', () => {
  for (const layout of ['new', 'old'] as const) {
    it(`keeps a habit's frequency from a ${layout}-layout CSV zip`, async () => {
      const user = await createSignedInUser(server);
      const file = loopCsvZip([{ name: 'Swim', frequency: [3, 7], entries: [['2026-11-24', 2]] }], layout);
      expect((await upload(user, file, false)).json).toMatchObject({ created_habits: 1 });
      const day = await server.request('GET', '/api/habits?date=2026-11-24', {
        headers: { cookie: user.cookie },
      });
      expect(day.json.habits[0]).toMatchObject({
        name: 'Swim',
        schedule: { times: 3, days: 7, weekdays: null },
      });
    });
  }

  for (const layout of ['new', 'old'] as const) {
    it(`shows the plan of a ${layout}-layout CSV zip, writes it, and a second import changes nothing`, async () => {
      const user = await createSignedInUser(server);
      const file = loopCsvZip(loopHabits, layout);
      const plan = await upload(user, file, true);
      expect(plan.status).toBe(200);
      expect(plan.json).toMatchObject({
        format: 'loop-csv',
        logs: 5,
        new_logs: 5,
        paused_days: 1,
        skipped: [{ reason: 'days Loop filled in from the frequency (not check-ins)', count: 1 }],
      });
      expect(plan.json.habits).toEqual([
        expect.objectContaining({ name: 'Meditate', type: 'boolean', action: 'create', logs: 3 }),
        expect.objectContaining({ name: 'Read', type: 'number', action: 'create', logs: 2 }),
      ]);
      expect(await habitsOf(user, '2026-11-25')).toEqual([]);

      expect((await upload(user, file, false)).json).toMatchObject({
        created_habits: 2,
        merged_habits: 0,
        logs_added: 5,
        pauses_added: 1,
      });
      const day = await habitsOf(user, '2026-11-25');
      expect(day.map((habit) => [habit.name, habit.type])).toEqual([
        ['Meditate', 'boolean'],
        ['Read', 'number'],
      ]);
      expect(day[0]?.log?.value_boolean).toBe(true);
      expect(day[1]?.log?.value_number).toBe(25.5);
      if (layout === 'new') expect(day[1]).toMatchObject({ target: 20, unit: 'pages' });
      // Loop's SKIP on the 24th is a paused day: it counts neither for nor against the streak.
      const skippedDay = await habitsOf(user, '2026-11-24');
      expect(skippedDay[0]).toMatchObject({ name: 'Meditate', day: { state: 'paused' } });

      expect((await upload(user, file, false)).json).toMatchObject({
        created_habits: 0,
        merged_habits: 2,
        logs_added: 0,
        pauses_added: 0,
      });
      expect((await upload(user, file, true)).json.new_logs).toBe(0);
    });
  }

  it('imports a Loop database backup the same way', async () => {
    const user = await createSignedInUser(server);
    const result = await upload(user, await loopDb(loopHabits), false);
    expect(result.json).toMatchObject({
      created_habits: 2,
      merged_habits: 0,
      logs_added: 5,
      pauses_added: 1,
    });
    expect((await habitsOf(user, '2026-11-24'))[1]?.log?.value_number).toBe(12);
  });

  it('names the file and line of a value it cannot read', async () => {
    const user = await createSignedInUser(server);
    const broken = loopCsvZip(
      [
        {
          name: 'Meditate',
          entries: [
            ['2026-11-20', 2],
            ['2026-13-01', 2],
          ],
        },
      ],
      'new',
    );
    const refused = await upload(user, broken, true);
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(
      '001 Meditate/Checkmarks.csv, line 3: "2026-13-01" is not a date (YYYY-MM-DD).',
    );
  });
});

describe('importing from Habitica and from a CSV', () => {
  it('turns habits into counts per day and dailies into yes/no days, leaving out down-only habits', async () => {
    const user = await createSignedInUser(server);
    const file = habiticaJson({
      habits: [
        {
          text: 'Drink water',
          up: true,
          history: [
            { date: '2026-11-24', up: 2 },
            { date: '2026-11-24', up: 1 },
            { date: '2026-11-25', up: 4 },
          ],
        },
        { text: 'Snacking', up: false, history: [{ date: '2026-11-25', up: 0, down: 3 }] },
      ],
      dailys: [
        {
          text: 'Stretch',
          history: [
            { date: '2026-11-24', completed: true },
            { date: '2026-11-25', completed: false },
          ],
        },
      ],
    });
    const plan = (await upload(user, file, true)).json;
    expect(plan.format).toBe('habitica');
    expect(plan.habits.map((habit: { name: string; logs: number }) => [habit.name, habit.logs])).toEqual([
      ['Drink water', 2],
      ['Stretch', 1],
    ]);
    expect(plan.skipped).toEqual([
      { reason: 'habits that only count down (Compound tracks what you do)', count: 1 },
    ]);
    await upload(user, file, false);
    const day = await habitsOf(user, '2026-11-24');
    expect(day.map((habit) => [habit.name, habit.log?.value_number ?? habit.log?.value_boolean])).toEqual([
      ['Drink water', 3],
      ['Stretch', true],
    ]);
  });

  it('reads a CSV of date, habit and value, and names the line of a bad date', async () => {
    const user = await createSignedInUser(server);
    const good = strToU8('date,habit,value\n2026-11-24,Run,5.5\n2026-11-25,Run,3\n2026-11-25,Floss,yes\n');
    expect((await upload(user, good, false)).json).toMatchObject({
      created_habits: 2,
      merged_habits: 0,
      logs_added: 3,
      pauses_added: 0,
    });
    const bad = strToU8('date,habit,value\n2026-11-24,Run,5\n2026-02-30,Run,3\n');
    const refused = await upload(user, bad, true);
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe('line 3: "2026-02-30" is not a date (YYYY-MM-DD).');
  });

  it('refuses an empty file, a lone Habits.csv and a signed-out upload', async () => {
    const user = await createSignedInUser(server);
    expect((await upload(user, new Uint8Array(), true)).json.error.message).toBe('The file is empty.');
    const lone = await upload(user, strToU8('Position,Name,Question\n001,Run,\n'), true);
    expect(lone.json.error.message).toMatch(/upload the whole zip/);
    const signedOut = await server.app.request('/api/imports?dry_run=true', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/octet-stream' },
      body: strToU8('date,habit,value\n'),
    });
    expect(signedOut.status).toBe(401);
  });
});
