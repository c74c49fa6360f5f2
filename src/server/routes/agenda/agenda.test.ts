import { beforeAll, describe, expect, it } from 'vitest';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const call = (user: TTestUser, method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, headers: { cookie: user.cookie } });

type TBlock = { id: string; title: string; starts_at: string; minutes: number; focused: boolean };

/** A user in Paris whose day was planned by the coach (schedule_day), with an untitled session besides. */
async function plannedUser() {
  const user = await createSignedInUser(server);
  await call(user, 'PATCH', '/api/preferences', { timezone: 'Europe/Paris' });
  const today = todayInTimeZone(new Date(), 'Europe/Paris');
  const planned = await call(user, 'POST', '/api/actions', {
    action: {
      type: 'schedule_day',
      date: today,
      sessions: [
        { title: 'Write the report', start_time: '14:00', end_time: '15:30' },
        { title: 'Deep work', start_time: '09:00', end_time: '10:00' },
      ],
    },
  });
  expect(planned.status, planned.text).toBe(200);
  await call(user, 'POST', '/api/focus-sessions', { minutes: 25 });
  const agenda = await call(user, 'GET', '/api/agenda');
  expect(agenda.status, agenda.text).toBe(200);
  return { user, today, agenda: agenda.json as { date: string; timezone: string; blocks: TBlock[] } };
}

describe('/api/agenda', () => {
  it('lists the planned blocks of the user’s day in their time zone, by start, without untitled sessions', async () => {
    const { agenda, today } = await plannedUser();
    expect(agenda.date).toBe(today);
    expect(agenda.timezone).toBe('Europe/Paris');
    expect(agenda.blocks.map((block) => [block.title, block.minutes])).toEqual([
      ['Deep work', 60],
      ['Write the report', 90],
    ]);
    const parisHour = (instant: string) =>
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Europe/Paris',
      }).format(new Date(instant));
    expect(parisHour(agenda.blocks[0]?.starts_at ?? '')).toBe('09');
  });

  it('moves a block within its day, records what was focused, and removes it', async () => {
    const { user, agenda } = await plannedUser();
    const [deepWork] = agenda.blocks;
    const moved = await call(user, 'PATCH', `/api/agenda/${deepWork?.id}`, { start_time: '16:00' });
    expect(moved.status, moved.text).toBe(200);
    const after = (await call(user, 'GET', '/api/agenda')).json.blocks as TBlock[];
    expect(after.map((block) => block.title)).toEqual(['Write the report', 'Deep work']);

    const ran = await call(user, 'PATCH', `/api/agenda/${deepWork?.id}`, {
      started_at: '2026-01-05T08:00:00Z',
      minutes: 42,
    });
    expect(ran.json.block).toMatchObject({
      minutes: 42,
      starts_at: '2026-01-05T08:00:00.000Z',
      title: 'Deep work',
    });

    expect((await call(user, 'DELETE', `/api/agenda/${deepWork?.id}`)).status).toBe(204);
    expect((await call(user, 'DELETE', `/api/agenda/${deepWork?.id}`)).status).toBe(404);
  });

  it('counts a planned block as a focus session only once it has been run', async () => {
    const { user, today, agenda } = await plannedUser();
    expect(agenda.blocks.map((block) => block.focused)).toEqual([false, false]);
    const sessionMinutes = async () =>
      ((await call(user, 'GET', '/api/focus-sessions')).json.focus_sessions as { minutes: number }[]).map(
        (session) => session.minutes,
      );
    const focusMinutes = async () =>
      (await call(user, 'GET', `/api/analytics?from=${today}&to=${today}`)).json.summary.focusMinutes;
    // Only the untitled 25 minutes happened: the plan is not focus yet.
    expect(await sessionMinutes()).toEqual([25]);
    expect(await focusMinutes()).toBe(25);

    const [deepWork] = agenda.blocks;
    const moved = await call(user, 'PATCH', `/api/agenda/${deepWork?.id}`, { start_time: '11:00' });
    expect(moved.json.block.focused).toBe(false);
    const ran = await call(user, 'PATCH', `/api/agenda/${deepWork?.id}`, {
      started_at: new Date().toISOString(),
      minutes: 40,
    });
    expect(ran.json.block).toMatchObject({ focused: true, minutes: 40 });
    expect((await sessionMinutes()).sort((a, b) => a - b)).toEqual([25, 40]);
    expect(await focusMinutes()).toBe(65);
  });

  it('refuses a bad time, a change that says neither move nor record, and another user’s block', async () => {
    const { user, agenda } = await plannedUser();
    const other = await createSignedInUser(server);
    const id = agenda.blocks[0]?.id;
    const bad = await call(user, 'PATCH', `/api/agenda/${id}`, { start_time: '25:00' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('Enter a time such as 09:30');
    expect((await call(user, 'PATCH', `/api/agenda/${id}`, {})).status).toBe(400);
    expect((await call(other, 'PATCH', `/api/agenda/${id}`, { start_time: '10:00' })).status).toBe(404);
    expect((await call(other, 'DELETE', `/api/agenda/${id}`)).status).toBe(404);
    expect((await call(user, 'DELETE', '/api/agenda/not-a-block')).status).toBe(404);
    // Found by the fuzz suite: the last day there is has no next day to bound it.
    expect((await call(user, 'GET', '/api/agenda?date=9999-12-31')).json).toMatchObject({ blocks: [] });
    expect((await call(user, 'GET', '/api/agenda?date=2026-02-30')).status).toBe(400);
  });
});
