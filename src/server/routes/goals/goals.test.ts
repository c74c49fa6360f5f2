import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goalBaselines, goalProgressLogs, habitGoalLinks, userPreferences } from '../../db/schema';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const as = (user: TTestUser) => ({ cookie: user.cookie });
const missingId = '00000000-0000-4000-8000-000000000000';

async function call(user: TTestUser, method: string, path: string, body?: unknown) {
  return server.request(method, path, { body, headers: as(user) });
}

async function createGoal(user: TTestUser, body: Record<string, unknown>) {
  const response = await call(user, 'POST', '/api/goals', body);
  expect(response.status, response.text).toBe(201);
  return response.json.goal as { id: string; name: string };
}

async function createHabit(user: TTestUser, name: string) {
  const response = await call(user, 'POST', '/api/habits', { name });
  expect(response.status, response.text).toBe(201);
  return response.json.habit as { id: string };
}

describe('/api/goals', () => {
  it('creates goals and lists them by created_at with baselines, links, progress and metadata', async () => {
    const user = await createSignedInUser(server);
    const run = await createGoal(user, { title: 'Run a marathon', target: 42, units: 'km' });
    await createGoal(user, { name: 'Read more' });
    expect(run).toMatchObject({ name: 'Run a marathon', target_value: 42, unit: 'km', status: 'active' });

    const baseline = await call(user, 'POST', `/api/goals/${run.id}/baselines`, {
      metric: 'Distance',
      value: 5,
    });
    expect(baseline.status, baseline.text).toBe(201);
    const progress = await call(user, 'POST', `/api/goals/${run.id}/progress`, { delta: 21 });
    expect(progress.status, progress.text).toBe(201);

    const list = await call(user, 'GET', '/api/goals');
    expect(list.status).toBe(200);
    expect(list.json.goals.map((goal: { name: string }) => goal.name)).toEqual([
      'Run a marathon',
      'Read more',
    ]);
    expect(list.json.goals[0]).toMatchObject({
      baselines: [{ metric: 'Distance', value: 5 }],
      links: [],
      progress_logs: [{ delta: 21 }],
      progress: { progress: 0.5, source: 'target', logged_value: 21 },
      schedule: null,
      weekly_hours: null,
    });

    const logs = await call(user, 'GET', `/api/goals/${run.id}/progress`);
    expect(logs.json.progress_logs).toHaveLength(1);
  });

  it('refuses invalid goals, baselines and progress with the spec’s messages', async () => {
    const user = await createSignedInUser(server);
    const short = await call(user, 'POST', '/api/goals', { title: 'Go' });
    expect(short.status).toBe(400);
    expect(short.json.error).toMatchObject({
      code: 'invalid_input',
      message: 'Goal title must be at least 3 characters',
    });
    const big = await call(user, 'POST', '/api/goals', { title: 'Save', target_value: 1_000_001 });
    expect(big.json.error.message).toBe('Target value must be between 0 and 1,000,000');

    const goal = await createGoal(user, { title: 'Save money' });
    const rename = await call(user, 'PATCH', `/api/goals/${goal.id}`, { name: 'ab' });
    expect(rename.status).toBe(400);
    const baseline = await call(user, 'POST', `/api/goals/${goal.id}/baselines`, {
      metric: 'Savings',
      value: 10_000_001,
    });
    expect(baseline.json.error.message).toBe('Baseline value must be between 0 and 10,000,000');
    const metric = await call(user, 'POST', `/api/goals/${goal.id}/baselines`, { metric: 'S', value: 1 });
    expect(metric.json.error.message).toBe('Baseline metric must be at least 2 characters');
    const progress = await call(user, 'POST', `/api/goals/${goal.id}/progress`, { delta: 'lots' });
    expect(progress.status).toBe(400);
    const habit = await createHabit(user, 'Budget');
    const link = await call(user, 'PUT', `/api/goals/${goal.id}/links/${habit.id}`, { contribution: 6 });
    expect(link.status).toBe(400);
    expect(link.json.error.message).toBe('Contribution must be between 0 and 5');
  });

  it('keeps the form’s type, priority and start date', async () => {
    const user = await createSignedInUser(server);
    const response = await call(user, 'POST', '/api/goals', {
      title: 'Typed goal',
      type: 'binary',
      priority: 'high',
      start_date: '2026-01-05',
    });
    expect(response.json.goal).toMatchObject({ type: 'binary', priority: 'high', start_date: '2026-01-05' });
    const changed = await call(user, 'PATCH', `/api/goals/${response.json.goal.id}`, { priority: null });
    expect(changed.json.goal).toMatchObject({ type: 'binary', priority: null });
    const bad = await call(user, 'POST', '/api/goals', { title: 'Typed goal', type: 'vague' });
    expect(bad.json.error.message).toBe('Goal type must be milestone, numeric or binary');
  });

  it('marks a goal completed, which makes its progress whole', async () => {
    const user = await createSignedInUser(server);
    const goal = await createGoal(user, { title: 'Learn to swim' });
    const done = await call(user, 'PATCH', `/api/goals/${goal.id}`, { status: 'completed' });
    expect(done.status, done.text).toBe(200);
    expect(done.json.goal.status).toBe('completed');
    const list = await call(user, 'GET', '/api/goals');
    expect(list.json.goals[0].progress).toMatchObject({ progress: 1, source: 'completed' });
  });

  it('warns "at 10 or more goals", counting completed goals too (spec 5, create_goal)', async () => {
    const user = await createSignedInUser(server);
    const first = await createGoal(user, { title: 'Goal number 1' });
    for (let n = 2; n <= 9; n += 1) await createGoal(user, { title: `Goal number ${n}` });
    const done = await call(user, 'PATCH', `/api/goals/${first.id}`, { status: 'completed' });
    expect(done.json.goal.status).toBe('completed');

    // Nine goals, one completed: no warning yet; the tenth goal makes ten, one of them completed.
    const tenth = await call(user, 'POST', '/api/goals', { title: 'Goal number 10' });
    expect(tenth.json.warnings).toEqual([]);
    const eleventh = await call(user, 'POST', '/api/goals', { title: 'Goal number 11' });
    expect(eleventh.status, eleventh.text).toBe(201);
    expect(eleventh.json.warnings).toEqual(['You already have 10 goals']);
    // The coach's create_goal action counts the same way.
    const action = await call(user, 'POST', '/api/actions', {
      action: { type: 'create_goal', title: 'Goal number 12' },
    });
    expect(action.status, action.text).toBe(200);
    expect(action.json.warnings).toEqual(['You already have 11 goals']);
  });

  it('moves a goal’s progress when a linked habit is logged', async () => {
    const user = await createSignedInUser(server);
    const goal = await createGoal(user, { title: 'Get fit' });
    const habit = await createHabit(user, 'Push-ups');
    const link = await call(user, 'PUT', `/api/goals/${goal.id}/links/${habit.id}`, { contribution: 2 });
    expect(link.status, link.text).toBe(200);
    expect(link.json.link).toEqual({ goal_id: goal.id, habit_id: habit.id, contribution: 2 });

    const before = await call(user, 'GET', '/api/goals');
    expect(before.json.goals[0].progress).toMatchObject({ progress: 0, source: 'habits' });
    const log = await call(user, 'PUT', '/api/habit-logs', { habit_id: habit.id, value_boolean: true });
    expect(log.status, log.text).toBe(200);
    const after = await call(user, 'GET', '/api/goals');
    expect(after.json.goals[0].progress.progress).toBeCloseTo(1 / 7, 10);

    const unlink = await call(user, 'DELETE', `/api/goals/${goal.id}/links/${habit.id}`);
    expect(unlink.status).toBe(204);
    expect((await call(user, 'GET', '/api/goals')).json.goals[0].links).toEqual([]);
  });

  // Issue 35: "0 of 12 books" beside 29%; progress on a goal without a target shown as "0% no progress yet".
  it('gives the percentage of "N of M" to a target goal and an amount to a goal without one', async () => {
    const user = await createSignedInUser(server);
    const books = await createGoal(user, { title: 'Read 12 books', target: 12, units: 'books' });
    const walk = await createGoal(user, { title: 'Walk more' });
    const habit = await createHabit(user, 'Read a chapter');
    await call(user, 'PUT', `/api/goals/${books.id}/links/${habit.id}`, { contribution: 1 });
    await call(user, 'PUT', '/api/habit-logs', { habit_id: habit.id, value_boolean: true });
    const logged = await call(user, 'POST', `/api/goals/${walk.id}/progress`, { delta: 6.5 });
    expect(logged.status, logged.text).toBe(201);

    const [bookGoal, walkGoal] = (await call(user, 'GET', '/api/goals')).json.goals;
    expect(bookGoal.progress).toMatchObject({ progress: 0, source: 'target', logged_value: 0 });
    expect(bookGoal.progress.habit_consistency).toBeCloseTo(1 / 7, 10);
    expect(walkGoal.progress).toMatchObject({ progress: 0, source: 'amount', logged_value: 6.5 });
  });

  it('keeps schedule, weekly hours, plan and accountability in the preferences metadata', async () => {
    const user = await createSignedInUser(server);
    const goal = await createGoal(user, { title: 'Write a book' });
    const saved = await call(user, 'PATCH', `/api/goals/${goal.id}/metadata`, {
      schedule: [
        { day: 'monday', start: '09:00', end: '10:30' },
        { day: 'friday', start: '22:00', end: '06:00' },
      ],
      plan: { steps: ['Outline'] },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({
      weekly_hours: 9.5,
      plan: { steps: ['Outline'] },
      accountability: null,
    });
    const again = await call(user, 'PATCH', `/api/goals/${goal.id}/metadata`, {
      accountability: { partner: 'Sam' },
    });
    expect(again.json).toMatchObject({ weekly_hours: 9.5, accountability: { partner: 'Sam' } });
    const list = await call(user, 'GET', '/api/goals');
    expect(list.json.goals[0]).toMatchObject({ weekly_hours: 9.5, plan: { steps: ['Outline'] } });
  });

  it('deletes a goal with its links, baselines, progress logs and metadata keys, and nothing else', async () => {
    const user = await createSignedInUser(server);
    const goal = await createGoal(user, { title: 'Delete me' });
    const kept = await createGoal(user, { title: 'Keep me' });
    const habit = await createHabit(user, 'Walk');
    for (const id of [goal.id, kept.id]) {
      await call(user, 'PUT', `/api/goals/${id}/links/${habit.id}`, {});
      await call(user, 'POST', `/api/goals/${id}/baselines`, { metric: 'Steps', value: 1 });
      await call(user, 'POST', `/api/goals/${id}/progress`, { delta: 1 });
      await call(user, 'PATCH', `/api/goals/${id}/metadata`, {
        schedule: [{ start: '9:00', end: '10:00' }],
        plan: { a: 1 },
        accountability: { b: 2 },
      });
    }
    const removed = await call(user, 'DELETE', `/api/goals/${goal.id}`);
    expect(removed.status).toBe(204);

    const { db } = server.deps;
    expect(await db.select().from(habitGoalLinks).where(eq(habitGoalLinks.goalId, goal.id))).toEqual([]);
    expect(await db.select().from(goalBaselines).where(eq(goalBaselines.goalId, goal.id))).toEqual([]);
    expect(await db.select().from(goalProgressLogs).where(eq(goalProgressLogs.goalId, goal.id))).toEqual([]);
    const [preferences] = await db.select().from(userPreferences).where(eq(userPreferences.userId, user.id));
    for (const map of ['goal_schedules', 'goal_weekly_hours', 'goal_plans', 'goal_accountability'] as const) {
      expect(Object.keys(preferences?.metadata[map] ?? {})).toEqual([kept.id]);
    }
    const list = await call(user, 'GET', '/api/goals');
    expect(list.json.goals.map((g: { id: string }) => g.id)).toEqual([kept.id]);
    expect(list.json.goals[0].links).toHaveLength(1);
    expect((await call(user, 'DELETE', `/api/goals/${goal.id}`)).status).toBe(404);
  });

  it('refuses another user’s goal and habit through every verb', async () => {
    const owner = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const goal = await createGoal(owner, { title: 'Private goal' });
    const habit = await createHabit(owner, 'Private habit');
    const otherGoal = await createGoal(other, { title: 'Other goal' });
    const goalMessage = 'Goal not found or access denied';

    const attempts: [string, string, unknown?][] = [
      ['PATCH', `/api/goals/${goal.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/goals/${goal.id}`],
      ['PATCH', `/api/goals/${goal.id}/metadata`, { plan: {} }],
      ['POST', `/api/goals/${goal.id}/baselines`, { metric: 'Weight', value: 1 }],
      ['POST', `/api/goals/${goal.id}/progress`, { delta: 1 }],
      ['GET', `/api/goals/${goal.id}/progress`],
      ['PUT', `/api/goals/${goal.id}/links/${habit.id}`, {}],
      ['DELETE', `/api/goals/${goal.id}/links/${habit.id}`],
      ['PATCH', `/api/goals/${missingId}`, { name: 'Nobody' }],
      ['PATCH', '/api/goals/not-a-uuid', { name: 'Nobody' }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(other, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.json.error.message, `${method} ${path}`).toBe(goalMessage);
    }
    const foreignHabit = await call(other, 'PUT', `/api/goals/${otherGoal.id}/links/${habit.id}`, {});
    expect(foreignHabit.status).toBe(404);
    expect(foreignHabit.json.error.message).toBe('Habit not found or access denied');

    expect((await call(other, 'GET', '/api/goals')).json.goals.map((g: { id: string }) => g.id)).toEqual([
      otherGoal.id,
    ]);
    const untouched = await call(owner, 'GET', '/api/goals');
    expect(untouched.json.goals[0]).toMatchObject({ name: 'Private goal', baselines: [], progress_logs: [] });
  });

  it('asks for a session', async () => {
    expect((await server.request('GET', '/api/goals')).status).toBe(401);
  });
});
