import { and, eq, sql } from 'drizzle-orm';
import {
  checkLogHabit,
  repeatedLogWarnings,
  type TSaveHabitLogRequest,
} from '../../../domain/actions/log-habit.action';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import { buildHabitLogValues } from '../../../domain/habits/habit-log-value';
import { timeTrackedMaxSeconds } from '../../../domain/habits/habit-rules';
import { writeInBackground } from '../../db/background-writes';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-errors';
import { perDatabase } from '../../db/per-database';
import { preparedQuery } from '../../db/prepared-query';
import { habitLogs, habits, userPreferences } from '../../db/schema';
import { BoundedMap } from '../../lib/bounded-map';
import { announceChange } from '../../realtime/publish-change';
import { invalidInput, ServiceError } from '../service-error';
import { emitWebhookEvent } from '../webhooks/webhook-subscriptions';
import { habitNotFound } from './habit-not-found';
import { isUuid } from './is-uuid';
import {
  habitLogAnswerColumns,
  presentHabitLog,
  type THabitLogDto,
  type THabitLogRow,
} from './present-habit-log';

/** What a save needs of its habit: the value rules read its type and target, the date its owner's zone. */
type THabitForSave = {
  id: string;
  userId: string;
  type: 'boolean' | 'number';
  target: number | null;
  timezone: string | null;
};

const habitForSave = preparedQuery((db) =>
  db
    .select({
      id: habits.id,
      userId: habits.userId,
      type: habits.type,
      target: habits.target,
      timezone: userPreferences.timezone,
    })
    .from(habits)
    .leftJoin(userPreferences, eq(userPreferences.userId, habits.userId))
    .where(and(eq(habits.id, sql.placeholder('habitId')), eq(habits.userId, sql.placeholder('userId'))))
    .prepare('habit_for_save'),
);

/**
 * Habits saved to lately, by id. A save trusts this only as far as its statement checks it: the row
 * is written only while the habit still has the remembered owner, type, target and time zone, and a
 * save that finds otherwise starts again from the database. So most saves are one statement, and a
 * stale entry (a habit edited by another process) costs one extra round trip, never a wrong row.
 */
const recentHabitsOf = perDatabase(() => new BoundedMap<string, THabitForSave>(10_000));

async function loadHabitForSave(db: Database, habitId: string, userId: string) {
  const [habit] = await habitForSave(db).execute({ habitId, userId });
  if (habit) recentHabitsOf(db).set(habit.id, habit);
  return habit ?? null;
}

/** What a save does to the stored tracked time: leave it, replace it, or add to it. */
type TTimeMode = 'keep' | 'set' | 'add';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * One prepared upsert per shape of save: the fields a save leaves out keep their stored value. Its
 * row comes from the habit as remembered, so nothing is written if the habit changed meanwhile.
 */
function buildUpsert(db: Database, hasValue: boolean, timeMode: TTimeMode) {
  const trackedTime =
    timeMode === 'add'
      ? sql`least(${habitLogs.timeTrackedSeconds} + ${excluded('time_tracked_seconds')}, ${sql.raw(String(timeTrackedMaxSeconds))})`
      : excluded('time_tracked_seconds');
  const rowForRememberedHabit = db
    .select({
      id: sql<string>`gen_random_uuid()`.as('id'),
      userId: habits.userId,
      habitId: habits.id,
      date: sql<string>`${sql.placeholder('date')}::date`.as('date'),
      valueNumber: sql<number | null>`${sql.placeholder('valueNumber')}::double precision`.as('value_number'),
      valueBoolean: sql<boolean | null>`${sql.placeholder('valueBoolean')}::boolean`.as('value_boolean'),
      timeTrackedSeconds: sql<number>`${sql.placeholder('timeTrackedSeconds')}::integer`.as(
        'time_tracked_seconds',
      ),
      isComplete: sql<boolean>`${sql.placeholder('isComplete')}::boolean`.as('is_complete'),
      saveCount: sql<number>`1`.as('save_count'),
      createdAt: sql<Date>`now()`.as('created_at'),
      updatedAt: sql<Date>`now()`.as('updated_at'),
    })
    .from(habits)
    .leftJoin(userPreferences, eq(userPreferences.userId, habits.userId))
    .where(
      and(
        eq(habits.id, sql.placeholder('habitId')),
        eq(habits.userId, sql.placeholder('userId')),
        eq(habits.type, sql.placeholder('type')),
        sql`${habits.target} is not distinct from ${sql.placeholder('target')}::double precision`,
        // A save whose verdict no time zone could change writes whatever zone is stored now.
        sql`(${sql.placeholder('anyZone')}::boolean or ${userPreferences.timezone} is not distinct from ${sql.placeholder('timezone')}::text)`,
      ),
    );
  return (
    db
      .insert(habitLogs)
      .select(rowForRememberedHabit)
      .onConflictDoUpdate({
        target: [habitLogs.userId, habitLogs.habitId, habitLogs.date],
        set: {
          ...(hasValue && {
            valueNumber: excluded('value_number'),
            valueBoolean: excluded('value_boolean'),
            isComplete: excluded('is_complete'),
          }),
          ...(timeMode !== 'keep' && { timeTrackedSeconds: trackedTime }),
          saveCount: sql`${habitLogs.saveCount} + 1`,
          updatedAt: sql`now()`,
        },
      })
      // Only what the answer and the repeated-save warning read: ids and timestamps would be parsed for nothing.
      .returning({ ...habitLogAnswerColumns, saveCount: habitLogs.saveCount })
      .prepare(`upsert_habit_log_${hasValue ? 'value' : 'no_value'}_${timeMode}_time`)
  );
}

const upsertsOf = perDatabase(() => new Map<string, ReturnType<typeof buildUpsert>>());

function upsertHabitLog(db: Database, hasValue: boolean, timeMode: TTimeMode) {
  const upserts = upsertsOf(db);
  const shape = `${hasValue}-${timeMode}`;
  let query = upserts.get(shape);
  if (!query) {
    query = buildUpsert(db, hasValue, timeMode);
    upserts.set(shape, query);
  }
  return query;
}

export const saveFailedMessage = 'Failed to save habit log. Please try again.';

/** A log as the route's schema (or the coach's log_habit) has read it. */
export type TSaveHabitLogInput = Omit<TSaveHabitLogRequest, 'add_time_tracked_seconds'> & {
  add_time_tracked_seconds?: number | null;
};

type TSavedHabitLog = { log: THabitLogDto; warnings: string[] };

/** Saves a log (writeHabitLog) and tells the user's open streams, without waiting for the notice. */
export async function saveHabitLog(
  db: Database,
  userId: string,
  input: TSaveHabitLogInput,
  now = new Date(),
): Promise<TSavedHabitLog> {
  const saved = await writeHabitLog(db, userId, input, now);
  announceChange(db, userId, 'habit_logs');
  // Not awaited: the busiest route answers without waiting on the webhook queue (decision 0022).
  writeInBackground(db, emitWebhookEvent(db, userId, 'habit.logged', { log: saved.log }));
  return saved;
}

/**
 * Sets one habit's log for one day (the user's local day decides what "future" means) in a single
 * upsert, so two saves at once never make two rows. Fields left out keep their stored value:
 * a value save keeps tracked time, and add_time_tracked_seconds adds to it atomically, so two
 * tabs stopping their timers both count. Announces nothing: inside a transaction the caller
 * publishes the change with the commit.
 */
export async function writeHabitLog(
  db: Database,
  userId: string,
  input: TSaveHabitLogInput,
  now = new Date(),
): Promise<TSavedHabitLog> {
  const habitId = input.habit_id;
  if (!isUuid(habitId)) throw habitNotFound();
  const remembered = recentHabitsOf(db).get(habitId);
  if (remembered?.userId === userId) {
    try {
      return await saveForHabit(db, remembered, input, now);
    } catch (error) {
      // The remembered habit may be out of date: whatever it refused is asked again of the database.
      const refused =
        error instanceof StaleHabit || (error instanceof ServiceError && error.kind === 'invalid');
      if (!refused) throw error;
    }
  }
  // The habit or the user's time zone can change between the read and the write (an edit on another
  // device, or the browser's zone sent at a first visit): the save then reads them again, rather than
  // failing a check-in the user made in good faith.
  for (let attempt = 1; ; attempt++) {
    const habit = await loadHabitForSave(db, habitId, userId);
    if (!habit) throw habitNotFound();
    try {
      return await saveForHabit(db, habit, input, now);
    } catch (error) {
      if (!(error instanceof StaleHabit)) throw error;
      if (attempt === staleReadAttempts) {
        throw new ServiceError('failed', saveFailedMessage, {
          errors: ['The habit kept changing during the save'],
        });
      }
    }
  }
}

const staleReadAttempts = 3;

/**
 * Whether a dated save gets the same verdict whatever the user's zone: today is earliest at UTC−12 and
 * latest at UTC+14, and the verdict only moves one way between them (a future day, an old day's warning).
 * Then a zone changed meanwhile (a first visit sends the browser's) cannot make the write wrong, and the
 * save need not start again, which a zone changed over and over made fail.
 */
function isSameVerdictInEveryZone(checkAsOf: (today: string) => unknown, now: Date): boolean {
  const earliest = JSON.stringify(checkAsOf(todayInTimeZone(now, 'Etc/GMT+12')));
  return earliest === JSON.stringify(checkAsOf(todayInTimeZone(now, 'Etc/GMT-14')));
}

/** The habit changed between reading it and writing its log. */
class StaleHabit extends Error {}

async function saveForHabit(
  db: Database,
  habit: THabitForSave,
  { add_time_tracked_seconds: addSeconds, ...fields }: TSaveHabitLogInput,
  now: Date,
): Promise<TSavedHabitLog> {
  const request = addSeconds == null ? fields : { ...fields, time_tracked_seconds: addSeconds };
  const checkAsOf = (today: string) => checkLogHabit(request, { ownedHabitIds: [habit.id], today });
  const verdict = checkAsOf(todayInTimeZone(now, habit.timezone ?? 'UTC'));
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const log = verdict.value;
  const hasValue = log.value_number != null || log.value_boolean != null;
  const hasTime = log.time_tracked_seconds != null;
  if (!hasValue && !hasTime) throw invalidInput(['Send a value or tracked time to log']);

  const values = buildHabitLogValues(habit, log);
  const timeMode = !hasTime ? 'keep' : addSeconds == null ? 'set' : 'add';
  let row: (THabitLogRow & { saveCount: number }) | undefined;
  try {
    [row] = await upsertHabitLog(db, hasValue, timeMode).execute({
      userId: habit.userId,
      habitId: habit.id,
      type: habit.type,
      target: habit.target,
      timezone: habit.timezone,
      anyZone: fields.date != null && isSameVerdictInEveryZone(checkAsOf, now),
      date: log.date,
      valueNumber: values.value_number,
      valueBoolean: values.value_boolean,
      timeTrackedSeconds: values.time_tracked_seconds,
      isComplete: values.is_complete,
    });
  } catch (error) {
    // A restart of the database is not a failed save: the caller is told to send it again (503).
    const kind = isDatabaseUnavailable(error) ? 'unavailable' : 'failed';
    throw new ServiceError(kind, saveFailedMessage, { errors: [(error as Error).message] });
  }
  if (!row) throw new StaleHabit();
  // Counted by the write itself, so saves racing each other each see their own number.
  return {
    log: presentHabitLog(row),
    warnings: [...verdict.warnings, ...repeatedLogWarnings(row.saveCount, row.date)],
  };
}
