// npm run seed: a demo account with 50 habits and 5 years of daily logs, for benchmarks and demos.
// Run it with the server stopped (PGlite allows one process per data folder).
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { addDays } from '../../domain/dates/date-key';
import { todayInTimeZone } from '../../domain/dates/today-in-time-zone';
import { buildHabitLogValues } from '../../domain/habits/habit-log-value';
import { createAuth } from '../auth/create-auth';
import { databaseConfig } from '../create-server';
import { createMailer } from '../email/mailer';
import { createLogger } from '../lib/logger';
import { loadSettings } from '../settings';
import { openDatabase } from './client';
import { habitLogs, habits, userPreferences, users } from './schema';
import { demoAccount } from './seed-demo-account';

const HABIT_COUNT = 50;
const DAYS = 5 * 365;

/** A deterministic pseudo-random sequence, so every seed run makes the same data. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function main() {
  const settings = loadSettings({ ...process.env, LOG_LEVEL: 'warn' });
  const logger = createLogger('warn');
  const database = await openDatabase(databaseConfig(settings));
  const { db } = database;
  try {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccount.email));
    if (existing) {
      console.log(`${demoAccount.email} exists already; delete it to seed again.`);
      return;
    }
    const auth = createAuth({
      db,
      settings,
      secret: settings.BETTER_AUTH_SECRET ?? 'seed-only-secret-never-used-to-sign-anything',
      mailer: createMailer(
        { kind: 'outbox', dir: join(settings.DATA_DIR, 'outbox'), from: settings.MAIL_FROM },
        logger,
      ),
      logger,
    });
    const { user } = await auth.api.signUpEmail({ body: demoAccount });
    const random = createRandom(42);
    const today = todayInTimeZone(new Date(), 'UTC');
    const start = addDays(today, -DAYS + 1);
    // As old as its history: a five-year account is past the first week's onboarding (spec 4).
    await db
      .update(users)
      .set({ emailVerified: true, createdAt: new Date(`${start}T00:00:00Z`) })
      .where(eq(users.id, user.id));
    // Its browser sent its zone at its first visit years ago; without one, every benchmark's first page
    // load would be that first visit, saving the zone and refetching the day.
    await db
      .insert(userPreferences)
      .values({ userId: user.id, timezone: 'UTC' })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { timezone: 'UTC' } });
    const habitRows = await db
      .insert(habits)
      .values(
        Array.from({ length: HABIT_COUNT }, (_, i) => {
          const numeric = i % 3 === 0;
          return {
            userId: user.id,
            name: `Habit ${String(i + 1).padStart(2, '0')}`,
            type: numeric ? ('number' as const) : ('boolean' as const),
            target: numeric ? 10 : null,
            unit: numeric ? 'minutes' : null,
            sortOrder: i,
            createdAt: new Date(`${start}T00:00:00Z`),
          };
        }),
      )
      .returning();

    let written = 0;
    for (const habit of habitRows) {
      const rate = 0.4 + random() * 0.5;
      const rows = [];
      for (let day = 0; day < DAYS; day++) {
        if (random() > rate) continue;
        const input =
          habit.type === 'number' ? { value_number: Math.round(random() * 15) } : { value_boolean: true };
        const values = buildHabitLogValues(habit, input);
        rows.push({
          userId: user.id,
          habitId: habit.id,
          date: addDays(start, day),
          valueNumber: values.value_number,
          valueBoolean: values.value_boolean,
          timeTrackedSeconds: values.time_tracked_seconds,
          isComplete: values.is_complete,
        });
      }
      for (let i = 0; i < rows.length; i += 1_000)
        await db.insert(habitLogs).values(rows.slice(i, i + 1_000));
      written += rows.length;
    }
    // PGlite runs no autovacuum: without fresh statistics the planner guesses at 60,000 rows.
    await db.execute(sql`analyze`);
    console.log(
      `Seeded ${demoAccount.email} (password ${demoAccount.password}): ${HABIT_COUNT} habits, ${written} logs over ${DAYS} days.`,
    );
  } finally {
    await database.close();
  }
}

await main();
