import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../../domain/dates/day-titles';
import { executedActions, habits } from '../../db/schema';
import { readChangeStream } from '../../test/change-stream';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

async function call(user: TTestUser | null, method: string, path: string, body?: unknown) {
  return server.request(method, path, { body, headers: user ? { cookie: user.cookie } : {} });
}

const runAction = (user: TTestUser | null, action: unknown, idempotency_key?: string) =>
  call(user, 'POST', '/api/actions', { action, idempotency_key });
const runBatch = (user: TTestUser | null, actions: unknown[], idempotency_key?: string) =>
  call(user, 'POST', '/api/actions/batch', { actions, idempotency_key });

async function apply(user: TTestUser, action: Record<string, unknown>) {
  const response = await runAction(user, action);
  expect(response.status, response.text).toBe(200);
  return response.json as {
    message: string;
    warnings: string[];
    replayed: boolean;
    created: { type: string; id: string }[];
  };
}

async function listHabits(user: TTestUser) {
  const response = await call(user, 'GET', '/api/habits');
  return response.json.habits as { id: string; name: string; target: number | null; active: boolean }[];
}

async function listGoals(user: TTestUser) {
  const response = await call(user, 'GET', '/api/goals');
  return response.json.goals as {
    id: string;
    name: string;
    status: string;
    baselines: { metric: string }[];
    links: { habit_id: string; contribution: number }[];
  }[];
}

/** A skill with one subskill, made through the skills API. */
async function createSkill(user: TTestUser, name = 'Piano') {
  const skill = await call(user, 'POST', '/api/skills', { name });
  expect(skill.status, skill.text).toBe(201);
  const skillId = skill.json.skill.id as string;
  const subskill = await call(user, 'POST', `/api/skills/${skillId}/subskills`, { name: 'Scales' });
  expect(subskill.status, subskill.text).toBe(201);
  return { skillId, subskillId: subskill.json.subskill.id as string };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Makes every new habit-skill link fail in the database while `run` runs: a step that passed
 * validation then fails when applied, as a row deleted meanwhile or a database error would make it.
 */
async function withFailingSkillLinks<T>(run: () => Promise<T>): Promise<T> {
  const { db } = server.deps;
  await db.execute(sql`create or replace function fail_link() returns trigger language plpgsql as $$
    begin raise exception 'link refused'; end $$`);
  await db.execute(
    sql`create trigger fail_link before insert on habit_skills for each row execute function fail_link()`,
  );
  try {
    return await run();
  } finally {
    await db.execute(sql`drop trigger fail_link on habit_skills`);
  }
}

describe('POST /api/actions: every action type', () => {
  it('warns when the coach logs a habit for the 5th time in a day, however the first four were made', async () => {
    const user = await createSignedInUser(server);
    const habit = await apply(user, { type: 'create_habit', name: 'Stretch' });
    const habitId = habit.created[0]?.id as string;
    for (let save = 0; save < 3; save++) {
      await call(user, 'PUT', '/api/habit-logs', { habit_id: habitId, value_boolean: true });
    }
    expect((await apply(user, { type: 'log_habit', habit_id: habitId, completed: true })).warnings).toEqual(
      [],
    );
    expect((await apply(user, { type: 'log_habit', habit_id: habitId, completed: true })).warnings).toEqual([
      `This habit is logged 5 times on ${formatCalendarDate(today())}, counting this one`,
    ]);
  });

  it('applies each type through its own resource', async () => {
    const user = await createSignedInUser(server);
    const { skillId, subskillId } = await createSkill(user);

    const habit = await apply(user, { type: 'create_habit', name: 'Read', target: 20, unit: 'pages' });
    expect(habit.message).toBe('Created habit “Read” — 20 pages daily.');
    const habitId = habit.created[0]?.id as string;
    expect(habit.created).toEqual([{ type: 'habit', id: habitId }]);
    expect(habit.replayed).toBe(false);

    await apply(user, { type: 'update_habit', habit_id: habitId, target: 30 });
    expect((await listHabits(user))[0]).toMatchObject({ id: habitId, name: 'Read', target: 30 });

    await apply(user, { type: 'log_habit', habit_id: habitId, value: 12 });
    const logs = await call(user, 'GET', `/api/habit-logs?from=${today()}&to=${today()}`);
    expect(logs.json.logs).toMatchObject([{ habit_id: habitId, value_number: 12 }]);

    await apply(user, { type: 'set_focus', focus: 'Deep work' });
    const focus = await call(user, 'GET', `/api/daily-focus/${today()}`);
    expect(focus.json.focus).toBe('Deep work');

    const goal = await apply(user, {
      type: 'create_goal',
      title: 'Read 12 books',
      target: 12,
      unit: 'books',
    });
    const goalId = goal.created[0]?.id as string;
    await apply(user, { type: 'update_goal', goal_id: goalId, status: 'completed' });
    await apply(user, { type: 'create_goal_baseline', goal_id: goalId, metric: 'Books read', value: 2 });
    await apply(user, { type: 'link_habit_to_goal', habit_id: habitId, goal_id: goalId, contribution: 2 });
    expect((await listGoals(user))[0]).toMatchObject({
      id: goalId,
      name: 'Read 12 books',
      status: 'completed',
      baselines: [{ metric: 'Books read' }],
      links: [{ habit_id: habitId, contribution: 2 }],
    });

    await apply(user, { type: 'link_habit_to_skill', habit_id: habitId, skill_id: skillId, weight: 3 });
    await apply(user, { type: 'update_skill_baseline', skill_id: skillId, baseline_hours: 100 });
    await apply(user, { type: 'create_skill_entry', skill_id: subskillId, minutes: 45, quality: 4 });
    const subskill = await apply(user, {
      type: 'create_user_subskill',
      parent_skill_id: skillId,
      name: 'Chords',
    });
    expect(subskill.created[0]?.type).toBe('subskill');
    const skill = await call(user, 'GET', `/api/skills/${skillId}`);
    expect(skill.json.skill).toMatchObject({ baseline_hours: 100 });
    expect(skill.json.links).toEqual([{ skill_id: skillId, habit_id: habitId, weight: 3 }]);
    expect(skill.json.recent_time_logs).toMatchObject([
      { subskill_id: subskillId, seconds: 2700, quality_rating: 4 },
    ]);
    expect(skill.json.subskills.map((row: { name: string }) => row.name).sort()).toEqual([
      'Chords',
      'Scales',
    ]);

    const session = await apply(user, { type: 'create_focus_session', minutes: 25, goal_id: goalId });
    const sessions = await call(user, 'GET', '/api/focus-sessions');
    expect(sessions.json.focus_sessions).toMatchObject([
      { id: session.created[0]?.id, minutes: 25, goal_id: goalId, title: null },
    ]);

    await apply(user, {
      type: 'create_daily_insights',
      date: today(),
      insights: { mood: 'good' },
      metrics: { n: 1 },
    });
    const insights = await call(user, 'GET', `/api/daily-insights/${today()}`);
    expect(insights.json).toEqual({ date: today(), insights: { mood: 'good' }, metrics: { n: 1 } });

    await apply(user, { type: 'update_user_preferences', week_start: 'sunday', units: 'imperial' });
    const preferences = await call(user, 'GET', '/api/preferences');
    expect(preferences.json).toMatchObject({ week_start: 'sunday', units: 'imperial' });

    const schedule = await apply(user, {
      type: 'schedule_day',
      date: today(),
      sessions: [{ title: 'Practice', start_time: '7pm', end_time: '8:30pm' }],
    });
    expect(schedule.created).toMatchObject([{ type: 'focus_session' }]);
  });

  it('answers validation errors with 400, the errors and the warnings', async () => {
    const user = await createSignedInUser(server);
    const response = await runAction(user, { type: 'create_habit', name: 'R', target: 20_000 });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: 'invalid_input',
      message:
        'Action validation failed: Habit name must be at least 2 characters; Target value must be between 0 and 10,000',
      errors: ['Habit name must be at least 2 characters', 'Target value must be between 0 and 10,000'],
      warnings: [],
    });
    const unknown = await runAction(user, { type: 'launch_rocket' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toBe('Action validation failed: Unknown action type: launch_rocket');
    expect(await listHabits(user)).toEqual([]);
  });

  it("refuses another user's habit, goal, skill and subskill through every type that takes one", async () => {
    const owner = await createSignedInUser(server);
    const user = await createSignedInUser(server);
    const { skillId, subskillId } = await createSkill(owner);
    const habitId = (await apply(owner, { type: 'create_habit', name: 'Theirs' })).created[0]?.id;
    const goalId = (await apply(owner, { type: 'create_goal', title: 'Their goal' })).created[0]?.id;
    const mine = await createSkill(user, 'Mine');
    const myHabitId = (await apply(user, { type: 'create_habit', name: 'Mine' })).created[0]?.id;
    const myGoalId = (await apply(user, { type: 'create_goal', title: 'My goal' })).created[0]?.id;

    const attempts: [Record<string, unknown>, string][] = [
      [{ type: 'update_habit', habit_id: habitId, name: 'Stolen' }, 'Habit'],
      [{ type: 'log_habit', habit_id: habitId, completed: true }, 'Habit'],
      [{ type: 'update_goal', goal_id: goalId, name: 'Stolen' }, 'Goal'],
      [{ type: 'create_goal_baseline', goal_id: goalId, metric: 'Pages', value: 1 }, 'Goal'],
      [{ type: 'link_habit_to_goal', habit_id: habitId, goal_id: myGoalId }, 'Habit'],
      [{ type: 'link_habit_to_goal', habit_id: myHabitId, goal_id: goalId }, 'Goal'],
      [{ type: 'link_habit_to_skill', habit_id: myHabitId, skill_id: skillId }, 'Skill'],
      [{ type: 'link_habit_to_skill', habit_id: habitId, skill_id: mine.skillId }, 'Habit'],
      [{ type: 'update_skill_baseline', skill_id: skillId, baseline_hours: 5 }, 'Skill'],
      [{ type: 'create_user_subskill', parent_skill_id: skillId, name: 'Arpeggios' }, 'Parent skill'],
      [{ type: 'create_skill_entry', skill_id: subskillId, seconds: 60 }, 'Skill'],
      [{ type: 'create_skill_entry', skill_id: mine.subskillId, habit_id: habitId, seconds: 60 }, 'Habit'],
      [{ type: 'create_focus_session', minutes: 25, goal_id: goalId }, 'Goal'],
      [{ type: 'create_focus_session', minutes: 25, habit_id: habitId }, 'Habit'],
    ];
    for (const [action, noun] of attempts) {
      const response = await runAction(user, action);
      expect(response.status, JSON.stringify(action)).toBe(404);
      expect(response.json.error.message, JSON.stringify(action)).toContain(
        `${noun} not found or access denied`,
      );
    }
    const batch = await runBatch(user, [{ type: 'update_habit', habit_id: habitId, name: 'Stolen' }]);
    expect(batch.status).toBe(404);
    expect(batch.json.error.message).toBe(
      'Action validation failed: Nested action invalid: step 1: Habit not found or access denied',
    );
    expect((await listHabits(owner)).map((habit) => habit.name)).toEqual(['Theirs']);
  });
});

describe('batches', () => {
  it('applies nothing of a batch whose last step is invalid', async () => {
    const user = await createSignedInUser(server);
    const { skillId } = await createSkill(user);
    const response = await runBatch(user, [
      { type: 'create_habit', name: 'Stretch' },
      { type: 'create_goal', title: 'Be flexible' },
      { type: 'update_skill_baseline', skill_id: skillId, baseline_hours: 'lots' },
    ]);
    expect(response.status).toBe(400);
    expect(response.json.error.errors).toEqual([
      'Nested action invalid: step 3: Baseline hours must be between 0 and 10,000',
    ]);
    expect(await listHabits(user)).toEqual([]);
    expect(await listGoals(user)).toEqual([]);
  });

  it('rolls every step of a transactional batch back when a step fails while applying', async () => {
    const user = await createSignedInUser(server);
    const { skillId } = await createSkill(user);
    const response = await withFailingSkillLinks(() =>
      runBatch(user, [
        { type: 'create_habit', name: 'Stretch' },
        { type: 'create_goal', title: 'Be flexible' },
        { type: 'link_habit_to_skill', habit_id: '$1', skill_id: skillId },
      ]),
    );
    expect(response.status).toBe(500);
    expect(response.json.error.message).toBe('Batch execution failed: Failed to execute action');
    expect(response.json.error.applied_steps).toBeUndefined();
    expect(await listHabits(user)).toEqual([]);
    expect(await listGoals(user)).toEqual([]);
  });

  it('stops a one-by-one batch at the failing step and keeps the steps before it', async () => {
    const user = await createSignedInUser(server);
    const response = await runBatch(user, [
      { type: 'create_habit', name: 'Read' },
      { type: 'schedule_day', sessions: [{ title: 'Marathon', start_time: '6am', end_time: '8pm' }] },
      { type: 'set_focus', focus: 'Never reached' },
    ]);
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe('Batch failed at step 2: Failed to schedule day');
    expect(response.json.error).toMatchObject({ applied_steps: 1, created: [{ type: 'habit' }] });
    expect((await listHabits(user)).map((habit) => habit.name)).toEqual(['Read']);
    const focus = await call(user, 'GET', `/api/daily-focus/${today()}`);
    expect(focus.json.focus).toBeNull();
  });

  it('lets later steps use what earlier steps created, by $n', async () => {
    const user = await createSignedInUser(server);
    const { skillId } = await createSkill(user);
    const response = await runBatch(user, [
      { type: 'create_habit', name: 'Read', target: 20, unit: 'pages' },
      { type: 'create_goal', title: 'Read 12 books' },
      { type: 'link_habit_to_goal', habit_id: '$1', goal_id: '$2' },
      { type: 'create_user_subskill', parent_skill_id: skillId, name: 'Sight reading' },
      { type: 'create_skill_entry', skill_id: '$4', habit_id: '$1', minutes: 30 },
      { type: 'log_habit', habit_id: '$1', value: 5 },
    ]);
    expect(response.status, response.text).toBe(200);
    const [habit] = await listHabits(user);
    const [goal] = await listGoals(user);
    expect(goal?.links).toMatchObject([{ habit_id: habit?.id }]);
    expect(response.json.created.map((item: { type: string }) => item.type)).toEqual([
      'habit',
      'goal',
      'link',
      'subskill',
      'skill_entry',
    ]);
    expect(response.json.message.split('\n')).toHaveLength(6);

    const forward = await runBatch(user, [
      { type: 'link_habit_to_goal', habit_id: '$2', goal_id: goal?.id },
      { type: 'create_habit', name: 'Write' },
    ]);
    expect(forward.status).toBe(400);
    expect(forward.json.error.errors).toEqual([
      'Nested action invalid: step 1: Step reference $2 must point to an earlier step (this is step 1)',
    ]);
  });
});

describe('idempotency', () => {
  it('replays a confirmed action instead of applying it again', async () => {
    const user = await createSignedInUser(server);
    const first = await runAction(user, { type: 'create_habit', name: 'Read' }, 'proposal-1');
    const second = await runAction(user, { type: 'create_habit', name: 'Read' }, 'proposal-1');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json).toEqual({ ...first.json, replayed: true });
    expect(await listHabits(user)).toHaveLength(1);

    // The key is the user's own: another user with the same key gets their own run.
    const other = await createSignedInUser(server);
    const theirs = await runAction(other, { type: 'create_habit', name: 'Read' }, 'proposal-1');
    expect(theirs.json.replayed).toBe(false);
  });

  it('applies two concurrent confirms of the same proposal once', async () => {
    const user = await createSignedInUser(server);
    const action = { type: 'create_habit', name: 'Meditate' };
    const responses = await Promise.all([
      runAction(user, action, 'double-confirm'),
      runAction(user, action, 'double-confirm'),
      runBatch(user, [action], 'double-confirm-batch'),
      runBatch(user, [action], 'double-confirm-batch'),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(responses.map((response) => response.json.replayed).sort()).toEqual([false, false, true, true]);
    expect(await listHabits(user)).toHaveLength(2);
  });

  it('does not use the key up when the run fails, and resumes a one-by-one batch after its last applied step', async () => {
    const user = await createSignedInUser(server);
    const failed = await runAction(user, { type: 'create_habit', name: 'R' }, 'retry-me');
    expect(failed.status).toBe(400);
    const { db } = server.deps;
    expect(await db.select().from(executedActions).where(eq(executedActions.userId, user.id))).toEqual([]);
    const retried = await runAction(user, { type: 'create_habit', name: 'Run' }, 'retry-me');
    expect(retried.json.replayed).toBe(false);

    const steps = (end: string) => [
      { type: 'create_habit', name: 'Swim' },
      { type: 'schedule_day', sessions: [{ title: 'Swim', start_time: '6am', end_time: end }] },
      { type: 'log_habit', habit_id: '$1', completed: true },
    ];
    const partial = await runBatch(user, steps('8pm'), 'resume');
    expect(partial.json.error.message).toBe('Batch failed at step 2: Failed to schedule day');
    // The retry skips step 1 (no second "Swim") and still knows what $1 is.
    const resumed = await runBatch(user, steps('7am'), 'resume');
    expect(resumed.status, resumed.text).toBe(200);
    const swims = (await listHabits(user)).filter((habit) => habit.name === 'Swim');
    expect(swims).toHaveLength(1);
    expect(resumed.json.created.map((item: { type: string }) => item.type)).toEqual([
      'habit',
      'focus_session',
    ]);
    const replay = await runBatch(user, steps('7am'), 'resume');
    expect(replay.json).toEqual({ ...resumed.json, replayed: true });
  });
});

describe('schedule_day', () => {
  const schedule = (sessions: unknown[]) => ({ type: 'schedule_day', date: today(), sessions });

  it("creates a titled focus session per block, in the user's time zone", async () => {
    const user = await createSignedInUser(server);
    await call(user, 'PATCH', '/api/preferences', { timezone: 'Asia/Kolkata' });
    const date = '2026-01-15';
    const response = await runAction(user, {
      type: 'schedule_day',
      date,
      sessions: [
        { title: 'Deep work', start_time: '9:00', end_time: '11:30' },
        { title: 'Gym', start: '5:30pm', end: '6:30 pm' },
      ],
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.message).toBe(
      'Scheduled 2 sessions on 15 Jan 2026: Deep work 09:00–11:30, Gym 17:30–18:30.',
    );
    // Planned blocks are the day's agenda; they become focus sessions once run.
    const agenda = await call(user, 'GET', `/api/agenda?date=${date}`);
    expect(agenda.json.blocks).toMatchObject([
      { title: 'Deep work', minutes: 150, starts_at: '2026-01-15T03:30:00.000Z', focused: false },
      { title: 'Gym', minutes: 60, starts_at: '2026-01-15T12:00:00.000Z', focused: false },
    ]);
    expect((await call(user, 'GET', '/api/focus-sessions')).json.focus_sessions).toEqual([]);
  });

  it('counts the blocks that fail and keeps the others', async () => {
    const user = await createSignedInUser(server);
    const response = await runAction(
      user,
      schedule([
        { title: 'Deep work', start_time: '9am', end_time: '10am' },
        { title: 'All day', start_time: '6am', end_time: '10pm' },
      ]),
    );
    expect(response.status, response.text).toBe(200);
    expect(response.json.message).toBe(
      `Scheduled 1 session on ${today()}; 1 failed (All day: Invalid duration for session).`,
    );
    expect(response.json.created).toHaveLength(1);
  });

  it('fails the day when every block fails, and a skipped hour is not a time', async () => {
    const user = await createSignedInUser(server);
    await call(user, 'PATCH', '/api/preferences', { timezone: 'America/New_York' });
    const response = await runAction(user, {
      type: 'schedule_day',
      date: '2026-03-08',
      sessions: [
        { title: 'Night owl', start_time: '2:15am', end_time: '2:45am' },
        { title: 'All day', start_time: '6am', end_time: '10pm' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      message: 'Failed to schedule day',
      errors: ['Night owl: Invalid time format for session', 'All day: Invalid duration for session'],
    });
    const sessions = await call(user, 'GET', '/api/focus-sessions');
    expect(sessions.json.focus_sessions).toEqual([]);
  });
});

describe('realtime', () => {
  it('tells open streams about applied actions, and never about rolled-back ones', async () => {
    const user = await createSignedInUser(server);
    const abort = new AbortController();
    const response = await server.app.request('/api/realtime', {
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      signal: abort.signal,
    });
    const stream = await readChangeStream(response, abort);
    try {
      // The setup's own notices come first (the throttle may send a burst's tail half a second later):
      // only what comes after them is about the batch.
      const { skillId } = await createSkill(user);
      await stream.next('skills');
      await stream.untilQuiet();
      const setup = stream.events.length;
      const rolledBack = await withFailingSkillLinks(() =>
        runBatch(user, [
          { type: 'create_habit', name: 'Stretch' },
          { type: 'create_goal', title: 'Be flexible' },
          { type: 'link_habit_to_skill', habit_id: '$1', skill_id: skillId },
        ]),
      );
      expect(rolledBack.status).toBe(500);
      await apply(user, { type: 'update_user_preferences', units: 'imperial' });
      const afterSetup = () => stream.events.slice(setup).map((event) => event.type);
      await expect.poll(afterSetup, { timeout: 5_000 }).toContain('preferences');
      expect(afterSetup()).toEqual(['preferences']);

      // A one-by-one batch keeps, and announces, the steps before the one that failed.
      const partial = await runBatch(user, [
        { type: 'create_habit', name: 'Stretch' },
        { type: 'schedule_day', sessions: [{ title: 'All day', start_time: '6am', end_time: '10pm' }] },
      ]);
      expect(partial.json.error.applied_steps).toBe(1);
      await stream.next('habits');
      await apply(user, { type: 'log_habit', habit_id: partial.json.error.created[0].id, completed: true });
      await stream.next('habit_logs');
    } finally {
      await stream.close();
    }
  });
});

describe('access', () => {
  it('asks guests to sign in', async () => {
    const action = await runAction(null, { type: 'create_habit', name: 'Read' });
    expect(action.status).toBe(401);
    expect(action.json.error.message).toBe('Please sign in to perform actions');
    const batch = await runBatch(null, [{ type: 'create_habit', name: 'Read' }]);
    expect(batch.status).toBe(401);
    expect(batch.json.error.message).toBe('Please sign in to perform actions');
  });

  it('refuses more than 50 actions and oversized bodies', async () => {
    const user = await createSignedInUser(server);
    const many = Array.from({ length: 51 }, () => ({ type: 'set_focus', focus: 'Deep work' }));
    expect((await runBatch(user, many)).status).toBe(400);
    const viaAction = await runAction(user, { type: 'batch', actions: many });
    expect(viaAction.json.error.errors).toEqual(['Batch must include at most 50 actions']);
    const huge = await runAction(user, {
      type: 'create_daily_insights',
      insights: { text: 'x'.repeat(300_000) },
    });
    expect(huge.status).toBe(413);
  });

  it('answers any body with a 2xx or 4xx, never a 500', async () => {
    const user = await createSignedInUser(server);
    const habitId = (await apply(user, { type: 'create_habit', name: 'Fuzz' })).created[0]?.id as string;
    const types = fc.constantFrom(
      'create_habit',
      'update_habit',
      'log_habit',
      'set_focus',
      'create_goal',
      'update_goal',
      'create_goal_baseline',
      'link_habit_to_goal',
      'link_habit_to_skill',
      'create_skill_entry',
      'update_skill_baseline',
      'create_user_subskill',
      'create_focus_session',
      'create_daily_insights',
      'schedule_day',
      'update_user_preferences',
      'batch',
    );
    const action = fc.oneof(
      fc.jsonValue(),
      fc
        .record({ type: types }, { requiredKeys: ['type'] })
        .chain((base) =>
          fc
            .dictionary(
              fc.constantFrom(
                'name',
                'habit_id',
                'goal_id',
                'value',
                'date',
                'actions',
                'sessions',
                'minutes',
              ),
              fc.oneof(fc.jsonValue(), fc.constant(habitId), fc.constant('$1')),
            )
            .map((fields) => ({ ...fields, ...base })),
        ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/actions', '/api/actions/batch'),
        fc.oneof(
          fc.jsonValue(),
          action.map((value) => ({ action: value })),
          fc.array(action, { maxLength: 4 }).map((actions) => ({ actions })),
          fc.record({ action, idempotency_key: fc.jsonValue() }),
        ),
        async (path, body) => {
          const response = await call(user, 'POST', path, body);
          expect(response.status, `${path} ${JSON.stringify(body)} ${response.text}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    expect(await server.deps.db.select().from(habits).where(eq(habits.userId, user.id))).not.toHaveLength(0);
  });
});
