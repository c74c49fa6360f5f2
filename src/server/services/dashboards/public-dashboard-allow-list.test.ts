import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPublicDashboard } from '../../../domain/dashboards/dashboards-api';
import { aiConversations, goals, habitLogs, habits, skills } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';
import { saveDashboard } from './dashboard-settings';
import { loadPublicDashboard } from './load-public-dashboard';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

// The only keys the public answer may hold, level by level (spec 3 plus goals).
const allowedKeys = {
  answer: ['habits', 'logs', 'goals', 'skills', 'owner', 'dashboard', 'isOwner', 'accessDenied', 'error'],
  // verdicts: each heatmap day's verdict, the tracker's words for it (issue 35).
  habit: ['id', 'name', 'type', 'target', 'unit', 'current_streak', 'best_streak', 'strength', 'verdicts'],
  log: ['habit_id', 'date', 'value_number', 'value_boolean', 'is_complete'],
  // source and logged_value say how progress reads (N of M, or an amount), as the goals page does (issue 35).
  goal: [
    'id',
    'name',
    'type',
    'unit',
    'target_value',
    'end_date',
    'status',
    'progress',
    'source',
    'logged_value',
  ],
  skill: ['id', 'name', 'level', 'xp', 'hours', 'level_progress'],
  owner: ['name'],
  dashboard: ['slug', 'title', 'bio', 'visibility', 'today', 'week_start'],
};

const sortedKeys = (value: object) => Object.keys(value).sort();
const expectKeys = (value: object | null, keys: readonly string[]) => {
  if (value !== null) expect(sortedKeys(value)).toEqual([...keys].sort());
};

/** An owner with six of each item under unguessable names, logged today, plus notes and a conversation. */
async function createOwner() {
  const owner = await createSignedInUser(server, { name: 'Shown Name' });
  const db = server.deps.db;
  const tag = () => `secret-${crypto.randomUUID()}`;
  const habitRows = await db
    .insert(habits)
    .values(Array.from({ length: 6 }, (_, i) => ({ userId: owner.id, name: tag(), sortOrder: i })))
    .returning();
  await db.insert(habitLogs).values(
    habitRows.map((habit) => ({
      userId: owner.id,
      habitId: habit.id,
      date: new Date().toISOString().slice(0, 10),
      valueBoolean: true,
      isComplete: true,
    })),
  );
  const goalRows = await db
    .insert(goals)
    .values(Array.from({ length: 6 }, () => ({ userId: owner.id, name: tag(), description: tag() })))
    .returning();
  const skillRows = await db
    .insert(skills)
    .values(Array.from({ length: 6 }, () => ({ userId: owner.id, name: tag(), description: tag() })))
    .returning();
  const [conversation] = await db
    .insert(aiConversations)
    .values({ userId: owner.id, title: tag() })
    .returning();
  return { owner, habitRows, goalRows, skillRows, conversationTitle: conversation?.title ?? '' };
}

function expectOnlyChosen(
  answer: TPublicDashboard,
  chosen: { habits: Set<string>; goals: Set<string>; skills: Set<string> },
  everything: { id: string; name: string; description?: string | null }[],
  forbidden: string[],
) {
  expectKeys(answer, allowedKeys.answer);
  for (const habit of answer.habits) expectKeys(habit, allowedKeys.habit);
  for (const log of answer.logs) expectKeys(log, allowedKeys.log);
  for (const goal of answer.goals) expectKeys(goal, allowedKeys.goal);
  for (const skill of answer.skills) expectKeys(skill, allowedKeys.skill);
  expectKeys(answer.owner, allowedKeys.owner);
  expectKeys(answer.dashboard, allowedKeys.dashboard);
  expect(new Set(answer.habits.map((habit) => habit.id))).toEqual(chosen.habits);
  expect(new Set(answer.goals.map((goal) => goal.id))).toEqual(chosen.goals);
  expect(new Set(answer.skills.map((skill) => skill.id))).toEqual(chosen.skills);
  for (const log of answer.logs) expect(chosen.habits.has(log.habit_id)).toBe(true);
  const text = JSON.stringify(answer);
  const all = new Set([...chosen.habits, ...chosen.goals, ...chosen.skills]);
  for (const item of everything) {
    if (item.description) expect(text).not.toContain(item.description);
    if (all.has(item.id)) continue;
    expect(text).not.toContain(item.id);
    expect(text).not.toContain(item.name);
  }
  for (const value of forbidden) expect(text).not.toContain(value);
}

describe('the public answer (property)', () => {
  it('over 200 random dashboards holds no field or item that was not chosen', async () => {
    const { owner, habitRows, goalRows, skillRows, conversationTitle } = await createOwner();
    const everything = [...habitRows, ...goalRows, ...skillRows];
    const forbidden = [owner.email, owner.id, conversationTitle];
    const pick = (rows: { id: string }[]) => fc.subarray(rows.map((row) => row.id));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          habit_ids: pick(habitRows),
          goal_ids: pick(goalRows),
          skill_ids: pick(skillRows),
          visibility: fc.constantFrom('public', 'unlisted', 'private' as const),
          title: fc.string({ maxLength: 60 }),
          bio: fc.string({ maxLength: 280 }),
        }),
        async (choice) => {
          run += 1;
          const slug = choice.visibility === 'public' ? `prop-${run}-${Date.now().toString(36)}` : null;
          const saved = await saveDashboard(server.deps.db, owner.id, { ...choice, slug });
          const chosen = {
            habits: new Set(choice.habit_ids),
            goals: new Set(choice.goal_ids),
            skills: new Set(choice.skill_ids),
          };
          const requests = [{ hash: saved.dashboard.hash }, ...(slug ? [{ slug }] : [])];
          for (const request of requests) {
            const visitor = await loadPublicDashboard(server.deps.db, request, null);
            if (choice.visibility === 'private') {
              expect(visitor.answer).toMatchObject({
                habits: [],
                logs: [],
                goals: [],
                skills: [],
                accessDenied: true,
              });
              expect(visitor.answer.owner).toBeNull();
            } else {
              expectOnlyChosen(visitor.answer, chosen, everything, forbidden);
            }
            const own = await loadPublicDashboard(server.deps.db, request, owner.id);
            expectOnlyChosen(own.answer, chosen, everything, forbidden);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 240_000);
});
