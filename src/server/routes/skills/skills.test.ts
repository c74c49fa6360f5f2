import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const call = (user: TTestUser, method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, headers: { cookie: user.cookie } });

async function createSkill(user: TTestUser, body: Record<string, unknown>) {
  const response = await call(user, 'POST', '/api/skills', body);
  expect(response.status, response.text).toBe(201);
  return response.json.skill as { id: string };
}

async function createSubskill(user: TTestUser, skillId: string, name: string) {
  const response = await call(user, 'POST', `/api/skills/${skillId}/subskills`, { name });
  expect(response.status, response.text).toBe(201);
  return response.json.subskill as { id: string };
}

describe('/api/skills', () => {
  it('creates a skill with baseline hours and shows hours, XP and level', async () => {
    const user = await createSignedInUser(server);
    const guitar = await createSkill(user, { name: 'Guitar', baseline_hours: 10 });
    expect(guitar).toMatchObject({ name: 'Guitar', baseline_hours: 10, hours: 10, xp: 600, level: 4 });

    const scales = await createSubskill(user, guitar.id, 'Scales');
    const log = await call(user, 'POST', `/api/skills/${guitar.id}/time-logs`, {
      subskill_id: scales.id,
      seconds: 3600,
      quality_rating: 5,
      session_type: 'practice',
    });
    expect(log.status, log.text).toBe(201);
    expect(log.json.time_log).toMatchObject({ subskill_id: scales.id, seconds: 3600, quality_rating: 5 });

    const list = await call(user, 'GET', '/api/skills');
    expect(list.json.skills).toEqual([expect.objectContaining({ id: guitar.id, hours: 11, xp: 684 })]);

    const baseline = await call(user, 'PATCH', `/api/skills/${guitar.id}`, { baseline_hours: 20 });
    expect(baseline.json.skill).toMatchObject({ baseline_hours: 20, hours: 21, xp: 1284 });

    const detail = await call(user, 'GET', `/api/skills/${guitar.id}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.json.subskills).toEqual([expect.objectContaining({ id: scales.id, hours: 1 })]);
    expect(detail.json.recent_time_logs).toHaveLength(1);
    expect(detail.json.weekly_hours).toHaveLength(12);
    expect(detail.json.weekly_hours.at(-1).hours).toBe(1);

    const logs = await call(user, 'GET', `/api/skills/${guitar.id}/time-logs`);
    expect(logs.json.time_logs).toHaveLength(1);
  });

  it('counts weekly hours in calendar weeks that start on the user’s week start', async () => {
    const user = await createSignedInUser(server);
    await call(user, 'PATCH', '/api/preferences', { week_start: 'sunday' });
    const skill = await createSkill(user, { name: 'Piano' });
    const scales = await createSubskill(user, skill.id, 'Scales');
    await call(user, 'POST', `/api/skills/${skill.id}/time-logs`, { subskill_id: scales.id, seconds: 1800 });
    const detail = await call(user, 'GET', `/api/skills/${skill.id}`);
    const weeks = detail.json.weekly_hours as { week_start: string; week_end: string; hours: number }[];
    for (const week of weeks) expect(new Date(`${week.week_start}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(weeks.at(-1)?.hours).toBe(0.5);
  });

  it('counts a linked habit’s completions in XP, renames and deletes subskills and skills', async () => {
    const user = await createSignedInUser(server);
    const skill = await createSkill(user, { name: 'Running' });
    const habit = (await call(user, 'POST', '/api/habits', { name: 'Jog' })).json.habit as { id: string };
    const link = await call(user, 'PUT', `/api/skills/${skill.id}/links/${habit.id}`, { weight: 2 });
    expect(link.json.link).toEqual({ skill_id: skill.id, habit_id: habit.id, weight: 2 });
    await call(user, 'PUT', '/api/habit-logs', { habit_id: habit.id, value_boolean: true });
    expect((await call(user, 'GET', '/api/skills')).json.skills[0].xp).toBe(20);
    expect((await call(user, 'DELETE', `/api/skills/${skill.id}/links/${habit.id}`)).status).toBe(204);
    expect((await call(user, 'GET', '/api/skills')).json.skills[0].xp).toBe(0);

    const sub = await createSubskill(user, skill.id, 'Intervals');
    const renamed = await call(user, 'PATCH', `/api/skills/${skill.id}/subskills/${sub.id}`, {
      name: 'Sprints',
    });
    expect(renamed.json.subskill.name).toBe('Sprints');
    expect((await call(user, 'DELETE', `/api/skills/${skill.id}/subskills/${sub.id}`)).status).toBe(204);
    expect((await call(user, 'DELETE', `/api/skills/${skill.id}`)).status).toBe(204);
    expect((await call(user, 'GET', '/api/skills')).json.skills).toEqual([]);
  });

  it('refuses out-of-range input with the spec’s messages', async () => {
    const user = await createSignedInUser(server);
    const big = await call(user, 'POST', '/api/skills', { name: 'Chess', baseline_hours: 10_001 });
    expect(big.status).toBe(400);
    expect(big.json.error.message).toBe('Baseline hours must be between 0 and 10,000');
    const skill = await createSkill(user, { name: 'Chess' });
    const sub = await createSubskill(user, skill.id, 'Openings');
    const short = await call(user, 'POST', `/api/skills/${skill.id}/subskills`, { name: 'E' });
    expect(short.json.error.message).toBe('Subskill name must be at least 2 characters');
    const similar = await call(user, 'POST', `/api/skills/${skill.id}/subskills`, { name: 'openings' });
    expect(similar.json.warnings).toEqual([expect.stringContaining('A similar subskill already exists')]);
    for (const [body, message] of [
      [{ seconds: 0 }, 'Practice time must be between 1 second and 24 hours'],
      [{ seconds: 86_401 }, 'Practice time must be between 1 second and 24 hours'],
      [{ seconds: 60, quality_rating: 6 }, 'Quality rating must be between 1 and 5'],
      [{ seconds: 60, date: '2026-13-45' }, 'Invalid date format: 2026-13-45'],
    ] as const) {
      const response = await call(user, 'POST', `/api/skills/${skill.id}/time-logs`, {
        subskill_id: sub.id,
        ...body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.message).toBe(message);
    }
    const long = await call(user, 'POST', `/api/skills/${skill.id}/time-logs`, {
      subskill_id: sub.id,
      seconds: 7_201,
    });
    expect(long.status).toBe(201);
    expect(long.json.warnings).toHaveLength(1);
    const habit = (await call(user, 'POST', '/api/habits', { name: 'Puzzles' })).json.habit as { id: string };
    const weight = await call(user, 'PUT', `/api/skills/${skill.id}/links/${habit.id}`, { weight: 5.5 });
    expect(weight.json.error.message).toBe('Weight must be between 0 and 5');
  });

  it('refuses another user’s skill, subskill and habit through every verb', async () => {
    const owner = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const skill = await createSkill(owner, { name: 'Piano' });
    const sub = await createSubskill(owner, skill.id, 'Chords');
    const habit = (await call(owner, 'POST', '/api/habits', { name: 'Play' })).json.habit as { id: string };
    const ownSkill = await createSkill(other, { name: 'Drums' });

    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/skills/${skill.id}`],
      ['PATCH', `/api/skills/${skill.id}`, { baseline_hours: 5 }],
      ['DELETE', `/api/skills/${skill.id}`],
      ['POST', `/api/skills/${skill.id}/subskills`, { name: 'Mine' }],
      ['PATCH', `/api/skills/${skill.id}/subskills/${sub.id}`, { name: 'Mine' }],
      ['POST', `/api/skills/${skill.id}/time-logs`, { subskill_id: sub.id, seconds: 60 }],
      ['GET', `/api/skills/${skill.id}/time-logs`],
      ['PUT', `/api/skills/${skill.id}/links/${habit.id}`, {}],
      ['DELETE', `/api/skills/${skill.id}/links/${habit.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(other, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.json.error.message, `${method} ${path}`).toBe('Skill not found or access denied');
    }
    const foreignSub = await call(other, 'POST', `/api/skills/${ownSkill.id}/time-logs`, {
      subskill_id: sub.id,
      seconds: 60,
    });
    expect(foreignSub.status).toBe(404);
    expect(foreignSub.json.error.message).toBe('Subskill not found or access denied');
    expect((await call(other, 'DELETE', `/api/skills/${skill.id}/subskills/${sub.id}`)).status).toBe(404);
    const foreignHabit = await call(other, 'PUT', `/api/skills/${ownSkill.id}/links/${habit.id}`, {});
    expect(foreignHabit.json.error.message).toBe('Habit not found or access denied');
    const ownSub = await createSubskill(other, ownSkill.id, 'Rudiments');
    const habitOnLog = await call(other, 'POST', `/api/skills/${ownSkill.id}/time-logs`, {
      subskill_id: ownSub.id,
      seconds: 60,
      habit_id: habit.id,
    });
    expect(habitOnLog.status).toBe(404);
    expect((await call(other, 'GET', '/api/skills')).json.skills).toHaveLength(1);
    expect((await call(owner, 'GET', `/api/skills/${skill.id}`)).json.subskills).toHaveLength(1);
  });
});
