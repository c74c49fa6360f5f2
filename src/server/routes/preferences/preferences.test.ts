import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userPreferences } from '../../db/schema';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterEach(() => {
  vi.useRealTimers();
});

const as = (user: TTestUser) => ({ cookie: user.cookie });
const patchPreferences = (user: TTestUser, body: unknown) =>
  server.request('PATCH', '/api/preferences', { body, headers: as(user) });

describe('GET /api/preferences', () => {
  it('answers the defaults, with the time zone unset, and creates a missing row', async () => {
    const user = await createSignedInUser(server);
    const defaults = {
      timezone: null,
      week_start: 'monday',
      units: 'metric',
      motivation_style: null,
      metadata: {},
    };
    const first = await server.request('GET', '/api/preferences', { headers: as(user) });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject(defaults);

    await server.deps.db.delete(userPreferences).where(eq(userPreferences.userId, user.id));
    const recreated = await server.request('GET', '/api/preferences', { headers: as(user) });
    expect(recreated.json).toMatchObject(defaults);
    const rows = await server.deps.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in', async () => {
    expect((await server.request('GET', '/api/preferences')).status).toBe(401);
    expect((await server.request('PATCH', '/api/preferences', { body: { units: 'metric' } })).status).toBe(
      401,
    );
  });
});

describe('PATCH /api/preferences', () => {
  it('changes only the fields given, and keeps them', async () => {
    const user = await createSignedInUser(server);
    const saved = await patchPreferences(user, { timezone: 'Europe/Paris', week_start: 'Sunday' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      preferences: { timezone: 'Europe/Paris', week_start: 'sunday', units: 'metric' },
      warnings: [],
    });
    await patchPreferences(user, { units: 'imperial', motivation_style: 'mastery' });
    const read = await server.request('GET', '/api/preferences', { headers: as(user) });
    expect(read.json).toMatchObject({
      timezone: 'Europe/Paris',
      week_start: 'sunday',
      units: 'imperial',
      motivation_style: 'mastery',
    });
  });

  it('refuses a week start or units outside their choices, listing every error', async () => {
    const user = await createSignedInUser(server);
    const refused = await patchPreferences(user, {
      week_start: 'someday',
      units: 'cubits',
      timezone: 'Nowhere/Land',
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Week start must be a weekday name, such as monday',
        errors: ['Week start must be a weekday name, such as monday', 'Units must be metric or imperial'],
        warnings: [],
      },
    });
    const tooLong = await patchPreferences(user, { timezone: `Europe/${'x'.repeat(80)}` });
    expect(tooLong.json.error.message).toBe('Time zone must be a name such as Europe/Paris');
    const notAnObject = await patchPreferences(user, ['monday']);
    expect(notAnObject.status).toBe(400);
    const unchanged = await server.request('GET', '/api/preferences', { headers: as(user) });
    expect(unchanged.json).toMatchObject({ timezone: null, week_start: 'monday', units: 'metric' });
  });

  it('saves an unusual time zone or motivation style, with a warning', async () => {
    const user = await createSignedInUser(server);
    const saved = await patchPreferences(user, { timezone: 'Mars/Olympus_Mons', motivation_style: 'fear' });
    expect(saved.status).toBe(200);
    expect(saved.json.preferences).toMatchObject({ timezone: 'Mars/Olympus_Mons', motivation_style: 'fear' });
    expect(saved.json.warnings).toEqual([
      'Unusual time zone: Mars/Olympus_Mons',
      'Unusual motivation style: fear (expected achievement, social, mastery, autonomy)',
    ]);
    // An unknown zone reads as UTC rather than failing the tracker.
    const day = await server.request('GET', '/api/habits', { headers: as(user) });
    expect(day.status).toBe(200);
  });

  it('changes only the caller’s row', async () => {
    const [alice, bob] = [await createSignedInUser(server), await createSignedInUser(server)];
    await patchPreferences(alice, { week_start: 'saturday', timezone: 'Asia/Tokyo' });
    const bobs = await server.request('GET', '/api/preferences', { headers: as(bob) });
    expect(bobs.json).toMatchObject({ week_start: 'monday', timezone: null });
  });

  it('moves what the server counts as today into the user’s time zone', async () => {
    // 12:00 UTC on 10 March is 01:00 on 11 March in Auckland (NZDT, UTC+13).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    const user = await createSignedInUser(server);
    const created = await server.request('POST', '/api/habits', {
      body: { name: 'Swim' },
      headers: as(user),
    });
    const habitId = created.json.habit.id as string;
    const logTomorrowInUtc = () =>
      server.request('PUT', '/api/habit-logs', {
        body: { habit_id: habitId, date: '2026-03-11', value_boolean: true },
        headers: as(user),
      });

    const inUtc = await logTomorrowInUtc();
    expect(inUtc.status).toBe(400);
    expect(inUtc.json.error.message).toBe('Cannot log habit completion for future dates');

    await patchPreferences(user, { timezone: 'Pacific/Auckland' });
    const inAuckland = await logTomorrowInUtc();
    expect(inAuckland.status, inAuckland.text).toBe(200);
    expect(inAuckland.json.log).toMatchObject({ date: '2026-03-11', is_complete: true });
    const day = await server.request('GET', '/api/habits', { headers: as(user) });
    expect(day.json.today).toBe('2026-03-11');
  });
});
