import { and, eq, gte, lte } from 'drizzle-orm';
import { addDays, toEpochDay } from '../../../domain/dates/date-key';
import { scheduleDaysMax } from '../../../domain/habits/habit-schedule';
import type { TPauseRange } from '../../../domain/habits/pause-ranges';
import { reminderSkipOn, reminderZone, type TReminderFacts } from '../../../domain/reminders/reminder-day';
import { buildReminderPayload } from '../../../domain/reminders/reminder-message';
import { appliesOn, readLocalClock, reminderInstant } from '../../../domain/reminders/reminder-schedule';
import type { TUpcomingReminder } from '../../../domain/reminders/reminders-api';
import type { Database } from '../../db/client';
import {
  habitLogs,
  habitPauses,
  habitReminders,
  habits,
  reminderSettings,
  userPreferences,
} from '../../db/schema';

/** How far ahead a phone schedules its reminders, and at most how many (iOS keeps 64 pending). */
export const upcomingReminderDays = 7;
export const upcomingReminderMax = 60;

async function loadPlan(db: Database, userId: string) {
  const [rows, [person], [switches], pauses] = await Promise.all([
    db
      .select({ reminder: habitReminders, habit: habits })
      .from(habitReminders)
      .innerJoin(habits, and(eq(habits.userId, habitReminders.userId), eq(habits.id, habitReminders.habitId)))
      .where(
        and(eq(habitReminders.userId, userId), eq(habitReminders.enabled, true), eq(habits.active, true)),
      ),
    db
      .select({ timezone: userPreferences.timezone, weekStart: userPreferences.weekStart })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId)),
    db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
    db.select().from(habitPauses).where(eq(habitPauses.userId, userId)),
  ]);
  return { rows, person, switches, pauses };
}

async function loadCompletions(db: Database, userId: string, from: string, to: string) {
  const rows = await db
    .select({ habitId: habitLogs.habitId, date: habitLogs.date })
    .from(habitLogs)
    .where(
      and(
        eq(habitLogs.userId, userId),
        eq(habitLogs.isComplete, true),
        gte(habitLogs.date, from),
        lte(habitLogs.date, to),
      ),
    );
  const byHabit = new Map<string, Set<number>>();
  for (const row of rows)
    byHabit.set(row.habitId, (byHabit.get(row.habitId) ?? new Set()).add(toEpochDay(row.date)));
  return byHabit;
}

/**
 * The reminders a phone should schedule for itself over the next days (the apps show them as local
 * notifications, which need no push service and arrive offline). The same rule as the server's Web Push
 * sends (reminderSkipReason): a day already done, met, resting or paused, quiet hours and "all off" get
 * none. Future days are judged on what is known now; the app asks again whenever the habits change.
 */
export async function listUpcomingReminders(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<TUpcomingReminder[]> {
  const { rows, person, switches, pauses } = await loadPlan(db, userId);
  if (rows.length === 0 || switches?.allOff) return [];
  const zone = reminderZone(person);
  const today = readLocalClock(now, zone).date;
  const dates = Array.from({ length: upcomingReminderDays }, (_, offset) => addDays(today, offset));
  const completed = await loadCompletions(
    db,
    userId,
    addDays(today, -scheduleDaysMax),
    dates.at(-1) ?? today,
  );
  const vacation: TPauseRange[] = [];
  const pausesByHabit = new Map<string, TPauseRange[]>();
  for (const pause of pauses) {
    const range = { start: pause.startDate, end: pause.endDate };
    if (pause.habitId === null) vacation.push(range);
    else pausesByHabit.set(pause.habitId, [...(pausesByHabit.get(pause.habitId) ?? []), range]);
  }
  const upcoming: TUpcomingReminder[] = [];
  for (const { reminder, habit } of rows) {
    const facts: TReminderFacts = {
      reminder,
      habit,
      person,
      switches,
      pauses: [...(pausesByHabit.get(habit.id) ?? []), ...vacation],
      completed: completed.get(habit.id) ?? new Set(),
    };
    for (const date of dates) {
      if (!appliesOn(reminder, date)) continue;
      const at = reminderInstant(date, reminder.minuteOfDay, zone);
      if (!at || at <= now || reminderSkipOn(facts, date, at)) continue;
      const payload = buildReminderPayload({
        reminderId: reminder.id,
        habitId: habit.id,
        habitName: habit.name,
        type: habit.type,
        target: habit.target,
        unit: habit.unit,
        date,
        sequence: 0,
      });
      upcoming.push({ ...payload, at: at.toISOString() });
    }
  }
  upcoming.sort((a, b) => a.at.localeCompare(b.at));
  return upcoming.slice(0, upcomingReminderMax);
}
