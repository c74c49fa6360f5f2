import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates/date-key';
import {
  dailyFocus,
  goalProgressLogs,
  goals,
  habitGoalLinks,
  habitLogs,
  habits,
  skills,
  subskillTimeLogs,
  userPreferences,
  userSkills,
  userSubskills,
} from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';
import { listGoals } from '../goals/list-goals';
import { loadCoachContext } from './load-coach-context';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

describe('loadCoachContext', () => {
  it('reads the user’s own rows, the last 14 days of logs in their time zone, and today’s focus', async () => {
    const { db } = server.deps;
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    // 23:30 UTC on 10 March is already 11 March in Tokyo.
    const now = new Date('2026-03-10T23:30:00Z');
    await db
      .insert(userPreferences)
      .values({ userId: user.id, timezone: 'Asia/Tokyo', units: 'imperial', motivationStyle: 'mastery' })
      .onConflictDoUpdate({
        target: userPreferences.userId,
        set: { timezone: 'Asia/Tokyo', units: 'imperial', motivationStyle: 'mastery' },
      });
    const [read] = await db
      .insert(habits)
      .values({ userId: user.id, name: 'Read', type: 'number', target: 20, unit: 'pages' })
      .returning();
    const [foreign] = await db.insert(habits).values({ userId: other.id, name: 'Not mine' }).returning();
    if (!read || !foreign) throw new Error('no habits');
    await db.insert(habitLogs).values([
      {
        userId: user.id,
        habitId: read.id,
        date: '2026-03-11',
        valueNumber: 20,
        isComplete: true,
        timeTrackedSeconds: 600,
      },
      { userId: user.id, habitId: read.id, date: '2026-02-26', valueNumber: 5 },
      { userId: user.id, habitId: read.id, date: '2026-02-25', valueNumber: 7 },
      { userId: other.id, habitId: foreign.id, date: '2026-03-11', valueBoolean: true },
    ]);
    await db
      .insert(goals)
      .values({ userId: user.id, name: 'Read 12 books', targetValue: 12, endDate: '2026-12-31' });
    const [skill] = await db.insert(skills).values({ userId: user.id, name: 'Guitar' }).returning();
    if (!skill) throw new Error('no skill');
    await db.insert(userSkills).values({ userId: user.id, skillId: skill.id, baselineHours: 40 });
    await db.insert(userSubskills).values({ userId: user.id, parentSkillId: skill.id, name: 'Scales' });
    await db.insert(dailyFocus).values([
      { userId: user.id, date: '2026-03-10', focus: 'Yesterday' },
      { userId: user.id, date: '2026-03-11', focus: 'Deep work' },
    ]);

    const context = await loadCoachContext(db, user.id, now);
    expect(context).toMatchObject({
      signed_in: true,
      today: '2026-03-11',
      now: '2026-03-10T23:30:00.000Z',
      timezone: 'Asia/Tokyo',
      units: 'imperial',
      motivation_style: 'mastery',
      focus: 'Deep work',
      habits: [{ id: read.id, name: 'Read', type: 'number', target: 20, unit: 'pages', active: true }],
      goals: [{ name: 'Read 12 books', target_value: 12, end_date: '2026-12-31', status: 'active' }],
      skills: [{ id: skill.id, name: 'Guitar', baseline_hours: 40 }],
      subskills: [{ parent_skill_id: skill.id, name: 'Scales' }],
    });
    expect(context.habits[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // 14 days up to 11 March start on 26 February.
    expect(context.recent_logs).toEqual([
      {
        habit_id: read.id,
        date: '2026-03-11',
        value_number: 20,
        value_boolean: null,
        time_tracked_seconds: 600,
        is_complete: true,
      },
      {
        habit_id: read.id,
        date: '2026-02-26',
        value_number: 5,
        value_boolean: null,
        time_tracked_seconds: 0,
        is_complete: false,
      },
    ]);
  });

  it('gives each habit its streaks and strength over the whole history, and each goal its progress', async () => {
    const { db } = server.deps;
    const user = await createSignedInUser(server);
    const now = new Date('2026-03-11T12:00:00Z');
    const [meditate] = await db.insert(habits).values({ userId: user.id, name: 'Meditate' }).returning();
    const [marathon] = await db
      .insert(goals)
      .values({ userId: user.id, name: 'Run 42 km', targetValue: 42, unit: 'km' })
      .returning();
    if (!meditate || !marathon) throw new Error('no rows');
    // 40 days in a row in January and February, long before the 14 days the logs cover, then 3 up to today.
    const days = [
      ...Array.from({ length: 40 }, (_, index) => addDays('2026-01-01', index)),
      ...['2026-03-09', '2026-03-10', '2026-03-11'],
    ];
    await db.insert(habitLogs).values(
      days.map((date) => ({
        userId: user.id,
        habitId: meditate.id,
        date,
        valueBoolean: true,
        isComplete: true,
      })),
    );
    await db.insert(goalProgressLogs).values({ userId: user.id, goalId: marathon.id, delta: 21 });

    expect((await loadCoachContext(db, user.id, now)).habits[0]?.stats).toBeUndefined();
    const context = await loadCoachContext(db, user.id, now, { figures: true });
    const stats = context.habits[0]?.stats;
    expect(stats).toMatchObject({ best_streak: 40, current_streak: 3 });
    expect(stats?.strength).toBeGreaterThan(0);
    expect(stats?.strength).toBeLessThan(1);
    expect(context.goals[0]?.progress).toMatchObject({ progress: 0.5, source: 'target', logged_value: 21 });
  });

  it('gives each goal the progress the goals page shows: from linked habits, logged amounts or completion', async () => {
    const { db } = server.deps;
    const user = await createSignedInUser(server);
    const now = new Date('2026-03-11T12:00:00Z');
    const [walk, stretch] = await db
      .insert(habits)
      .values([
        { userId: user.id, name: 'Walk' },
        { userId: user.id, name: 'Stretch' },
      ])
      .returning();
    const [fit, book, done, idle] = await db
      .insert(goals)
      .values([
        { userId: user.id, name: 'Get fit' },
        { userId: user.id, name: 'Write a book', targetValue: 60_000, unit: 'words' },
        { userId: user.id, name: 'Learn to swim', status: 'completed' },
        { userId: user.id, name: 'Someday' },
      ])
      .returning();
    if (!walk || !stretch || !fit || !book || !done || !idle) throw new Error('no rows');
    await db.insert(habitGoalLinks).values([
      { userId: user.id, goalId: fit.id, habitId: walk.id, contribution: 2 },
      { userId: user.id, goalId: fit.id, habitId: stretch.id, contribution: 0 },
    ]);
    // Walk on 5 of the last 7 days and once before them; Stretch once.
    const walked = ['2026-03-11', '2026-03-10', '2026-03-08', '2026-03-06', '2026-03-05', '2026-03-01'];
    await db.insert(habitLogs).values([
      ...walked.map((date) => ({
        userId: user.id,
        habitId: walk.id,
        date,
        valueBoolean: true,
        isComplete: true,
      })),
      { userId: user.id, habitId: stretch.id, date: '2026-03-09', valueBoolean: true, isComplete: true },
    ]);
    await db.insert(goalProgressLogs).values([
      { userId: user.id, goalId: book.id, delta: 12_000 },
      { userId: user.id, goalId: book.id, delta: 3_000 },
    ]);

    const context = await loadCoachContext(db, user.id, now, { figures: true });
    const { goals: shown } = await listGoals(db, user.id, now);
    const progressOf = (goalId: string) => context.goals.find((goal) => goal.id === goalId)?.progress;
    for (const goal of shown) expect(progressOf(goal.id), goal.name).toEqual(goal.progress);
    expect(progressOf(book.id)).toMatchObject({ progress: 0.25, source: 'target', logged_value: 15_000 });
    expect(progressOf(done.id)).toMatchObject({ progress: 1, source: 'completed' });
    expect(progressOf(fit.id)?.source).toBe('habits');
    expect(progressOf(idle.id)).toMatchObject({ progress: 0, source: 'none' });
  });

  it('sums practice per subskill by day lately and in all, as the Mastery page lists it', async () => {
    const { db } = server.deps;
    const user = await createSignedInUser(server);
    const [skill] = await db.insert(skills).values({ userId: user.id, name: 'Guitar' }).returning();
    if (!skill) throw new Error('no skill');
    const [chords] = await db
      .insert(userSubskills)
      .values({ userId: user.id, parentSkillId: skill.id, name: 'Chords' })
      .returning();
    if (!chords) throw new Error('no subskill');
    const entry = { userId: user.id, skillId: chords.id, parentSkillId: skill.id };
    await db.insert(subskillTimeLogs).values([
      { ...entry, date: '2026-03-09', seconds: 1200 },
      { ...entry, date: '2026-03-09', seconds: 600 },
      { ...entry, date: '2026-01-05', seconds: 3600 },
    ]);
    const context = await loadCoachContext(db, user.id, new Date('2026-03-10T12:00:00Z'));
    expect(context.recent_practice).toEqual([
      { skill_id: skill.id, subskill_id: chords.id, date: '2026-03-09', seconds: 1800 },
    ]);
    expect(context.practice_totals).toEqual([{ skill_id: skill.id, subskill_id: chords.id, seconds: 5400 }]);
  });

  it('gives a new account an empty context in UTC', async () => {
    const user = await createSignedInUser(server);
    const context = await loadCoachContext(server.deps.db, user.id, new Date('2026-03-10T23:30:00Z'));
    expect(context).toMatchObject({
      today: '2026-03-10',
      habits: [],
      recent_logs: [],
      goals: [],
      focus: null,
    });
  });
});
