import { and, eq, sql } from 'drizzle-orm';
import { validateLogHabit } from '../../../domain/actions/log-habit.action';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import { buildHabitLogValues } from '../../../domain/habits/habit-log-value';
import { timeTrackedMaxSeconds } from '../../../domain/habits/habit-rules';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared-query';
import { habitLogs, habits, userPreferences } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { invalidInput, ServiceError } from '../service-error';
import { habitNotFound } from './habit-not-found';
import { isUuid } from './is-uuid';
import { presentHabitLog, type THabitLogDto } from './present-habit-log';

const habitWithTimeZone = preparedQuery((db) =>
  db
    .select({ id: habits.id, type: habits.type, target: habits.target, timezone: userPreferences.timezone })
    .from(habits)
    .leftJoin(userPreferences, eq(userPreferences.userId, habits.userId))
    .where(and(eq(habits.id, sql.placeholder('habitId')), eq(habits.userId, sql.placeholder('userId'))))
    .prepare('habit_with_time_zone'),
);

/** What a save does to the stored tracked time: leave it, replace it, or add to it. */
type TTimeMode = 'keep' | 'set' | 'add';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** One prepared upsert per shape of save: the fields a save leaves out keep their stored value. */
function buildUpsert(db: Database, hasValue: boolean, timeMode: TTimeMode) {
  const trackedTime =
    timeMode === 'add'
      ? sql`least(${habitLogs.timeTrackedSeconds} + ${excluded('time_tracked_seconds')}, ${sql.raw(String(timeTrackedMaxSeconds))})`
      : excluded('time_tracked_seconds');
  return db
    .insert(habitLogs)
    .values({
      userId: sql.placeholder('userId'),
      habitId: sql.placeholder('habitId'),
      date: sql.placeholder('date'),
      valueNumber: sql.placeholder('valueNumber'),
      valueBoolean: sql.placeholder('valueBoolean'),
      timeTrackedSeconds: sql.placeholder('timeTrackedSeconds'),
      isComplete: sql.placeholder('isComplete'),
    })
    .onConflictDoUpdate({
      target: [habitLogs.userId, habitLogs.habitId, habitLogs.date],
      set: {
        ...(hasValue && {
          valueNumber: excluded('value_number'),
          valueBoolean: excluded('value_boolean'),
          isComplete: excluded('is_complete'),
        }),
        ...(timeMode !== 'keep' && { timeTrackedSeconds: trackedTime }),
        updatedAt: sql`now()`,
      },
    })
    .returning()
    .prepare(`upsert_habit_log_${hasValue ? 'value' : 'no_value'}_${timeMode}_time`);
}

const upserts = new Map<string, (db: Database) => ReturnType<typeof buildUpsert>>();

function upsertHabitLog(db: Database, hasValue: boolean, timeMode: TTimeMode) {
  const shape = `${hasValue}-${timeMode}`;
  let query = upserts.get(shape);
  if (!query) {
    query = preparedQuery((on) => buildUpsert(on, hasValue, timeMode));
    upserts.set(shape, query);
  }
  return query(db);
}

export const saveFailedMessage = 'Failed to save habit log. Please try again.';

export type TSaveHabitLogInput = Record<string, unknown> & { add_time_tracked_seconds?: unknown };

/**
 * Sets one habit's log for one day (the user's local day decides what "future" means) in a single
 * upsert, so two saves at once never make two rows. Fields left out keep their stored value:
 * a value save keeps tracked time, and add_time_tracked_seconds adds to it atomically, so two
 * tabs stopping their timers both count.
 */
export async function saveHabitLog(
  db: Database,
  userId: string,
  input: TSaveHabitLogInput,
  now = new Date(),
): Promise<{ log: THabitLogDto; warnings: string[] }> {
  const { add_time_tracked_seconds: addSeconds, ...fields } = input;
  if (addSeconds !== undefined && fields.time_tracked_seconds !== undefined) {
    throw invalidInput(['Send time_tracked_seconds or add_time_tracked_seconds, not both']);
  }
  const habitId = fields.habit_id ?? fields.id;
  if (!isUuid(habitId)) throw habitNotFound();
  const [habit] = await habitWithTimeZone(db).execute({ habitId, userId });
  if (!habit) throw habitNotFound();

  const today = todayInTimeZone(now, habit.timezone ?? 'UTC');
  const verdict = validateLogHabit(
    addSeconds === undefined ? fields : { ...fields, time_tracked_seconds: addSeconds },
    { ownedHabitIds: [habit.id], today },
  );
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const log = verdict.value;
  const hasValue = log.value_number != null || log.value_boolean != null;
  const hasTime = log.time_tracked_seconds != null;
  if (!hasValue && !hasTime) throw invalidInput(['Send a value or tracked time to log']);

  const values = buildHabitLogValues(habit, log);
  const timeMode = !hasTime ? 'keep' : addSeconds === undefined ? 'set' : 'add';
  try {
    const [row] = await upsertHabitLog(db, hasValue, timeMode).execute({
      userId,
      habitId: habit.id,
      date: log.date,
      valueNumber: values.value_number,
      valueBoolean: values.value_boolean,
      timeTrackedSeconds: values.time_tracked_seconds,
      isComplete: values.is_complete,
    });
    if (!row) throw new Error('The upsert returned no row');
    // Not awaited, and outside the failure path: the log is saved whatever happens to the notice,
    // and the hot path does not wait for a second round trip. Open streams are a courtesy; the
    // client's own cache already holds the saved value.
    publishChange(db, userId, 'habit_logs').catch(() => {});
    return { log: presentHabitLog(row), warnings: verdict.warnings };
  } catch (error) {
    throw new ServiceError('failed', saveFailedMessage, { errors: [(error as Error).message] });
  }
}
