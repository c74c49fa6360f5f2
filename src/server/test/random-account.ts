import fc from 'fast-check';
import { addDays } from '../../domain/dates/date-key';
import type { Database } from '../db/client';
import {
  dailyFocus,
  focusSessions,
  goalBaselines,
  goalProgressLogs,
  goals,
  habitGoalLinks,
  habitLogs,
  habitPauses,
  habitSkills,
  habits,
  skills,
  subskillTimeLogs,
  userPreferences,
  userSkills,
  userSubskills,
} from '../db/schema';

const day = fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2026-01-01', offset));
const instant = fc
  .integer({ min: 0, max: 60 * 86_400 })
  .map((s) => new Date(Date.UTC(2026, 0, 1) + s * 1000));
// Names repeat on purpose (two "Run" habits stay two habits); text may start like a formula or a quote.
const habitName = fc.constantFrom('Run', 'Read', '=SUM(A1)', "'quoted", 'Méditer, "calme"');
const optionalText = fc.option(fc.constantFrom('pages', 'km', '-5 km', 'line\nbreak'), { nil: null });

const habitArb = fc.record({
  name: habitName,
  type: fc.constantFrom('boolean', 'number') as fc.Arbitrary<'boolean' | 'number'>,
  target: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  unit: optionalText,
  active: fc.boolean(),
  schedule: fc.constantFrom([1, 1, null], [3, 7, null], [1, 2, null], [1, 7, 0b0101010]),
  logs: fc.uniqueArray(fc.tuple(day, fc.constantFrom(0, 1, 2.5, -1)), {
    selector: ([date]) => date,
    maxLength: 5,
  }),
  pause: fc.option(fc.tuple(day, fc.option(fc.integer({ min: 0, max: 5 }), { nil: null })), { nil: null }),
});

/** A random account's data: habits of both kinds (false and 0 logged), goals, skills and the rest. */
export const accountArb = fc.record({
  habits: fc.array(habitArb, { minLength: 1, maxLength: 4 }),
  goals: fc.uniqueArray(fc.constantFrom('Marathon', 'Read 20 books', 'Learn Spanish'), { maxLength: 3 }),
  skills: fc.uniqueArray(fc.constantFrom('Guitar', 'Chess', 'Cooking'), { maxLength: 2 }),
  focus: fc.uniqueArray(fc.tuple(day, fc.constantFrom('Write', '+1 idea', 'Ship it')), {
    selector: ([date]) => date,
    maxLength: 3,
  }),
  when: instant,
  weekStart: fc.constantFrom('monday', 'sunday'),
});
export type TRandomAccount = typeof accountArb extends fc.Arbitrary<infer T> ? T : never;

/** Writes a random account's rows for the user, as the app would have stored them. */
export async function writeRandomAccount(db: Database, userId: string, account: TRandomAccount) {
  const habitRows = await db
    .insert(habits)
    .values(
      account.habits.map((habit, index) => ({
        userId,
        name: habit.name,
        type: habit.type,
        target: habit.target,
        unit: habit.unit,
        active: habit.active,
        sortOrder: index * 2,
        freqNum: habit.schedule[0] as number,
        freqDen: habit.schedule[1] as number,
        weekdays: habit.schedule[2],
      })),
    )
    .returning();
  const logs = account.habits.flatMap((habit, index) =>
    habit.logs.map(([date, value]) => ({
      userId,
      habitId: habitRows[index]?.id as string,
      date,
      valueBoolean: habit.type === 'boolean' ? value > 0 : null,
      valueNumber: habit.type === 'number' ? value : null,
      isComplete: value > 0,
      timeTrackedSeconds: value === 2.5 ? 90 : 0,
    })),
  );
  if (logs.length) await db.insert(habitLogs).values(logs);
  const pauses = account.habits.flatMap((habit, index) =>
    habit.pause
      ? [
          {
            userId,
            habitId: habitRows[index]?.id ?? null,
            startDate: habit.pause[0],
            endDate: habit.pause[1] === null ? null : addDays(habit.pause[0], habit.pause[1]),
          },
        ]
      : [],
  );
  pauses.push({ userId, habitId: null, startDate: '2026-02-01', endDate: '2026-02-03' });
  await db.insert(habitPauses).values(pauses);
  const [firstHabit] = habitRows;
  const goalRows = account.goals.length
    ? await db
        .insert(goals)
        .values(
          account.goals.map((name, index) => ({
            userId,
            name,
            targetValue: index * 10,
            unit: 'km',
            startDate: '2026-01-01',
          })),
        )
        .returning()
    : [];
  for (const goal of goalRows) {
    await db.insert(goalBaselines).values({ userId, goalId: goal.id, metric: 'distance', value: 0 });
    await db.insert(goalProgressLogs).values([
      { userId, goalId: goal.id, delta: 2, recordedAt: account.when },
      { userId, goalId: goal.id, delta: 2, recordedAt: account.when },
    ]);
    if (firstHabit)
      await db
        .insert(habitGoalLinks)
        .values({ userId, habitId: firstHabit.id, goalId: goal.id, contribution: 0.5 });
    await db
      .insert(focusSessions)
      .values({ userId, goalId: goal.id, habitId: firstHabit?.id, minutes: 25, startedAt: account.when });
  }
  for (const name of account.skills) {
    const [skill] = await db.insert(skills).values({ userId, name }).returning();
    if (!skill) continue;
    await db.insert(userSkills).values({ userId, skillId: skill.id, baselineHours: 2 });
    if (firstHabit)
      await db.insert(habitSkills).values({ userId, habitId: firstHabit.id, skillId: skill.id, weight: 2 });
    const [subskill] = await db
      .insert(userSubskills)
      .values({ userId, parentSkillId: skill.id, name: 'Scales' })
      .returning();
    if (subskill) {
      await db.insert(subskillTimeLogs).values({
        userId,
        skillId: subskill.id,
        parentSkillId: skill.id,
        habitId: firstHabit?.id,
        seconds: 600,
        date: '2026-01-02',
        qualityRating: 4,
      });
    }
  }
  if (account.focus.length) {
    await db.insert(dailyFocus).values(account.focus.map(([date, focus]) => ({ userId, date, focus })));
  }
  const goalSchedules = Object.fromEntries(goalRows.map((goal) => [goal.id, { days: ['monday'] }]));
  await db
    .insert(userPreferences)
    .values({
      userId,
      timezone: 'Europe/Paris',
      weekStart: account.weekStart,
      metadata: { goal_schedules: goalSchedules },
    })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: {
        timezone: 'Europe/Paris',
        weekStart: account.weekStart,
        metadata: { goal_schedules: goalSchedules },
      },
    });
}
