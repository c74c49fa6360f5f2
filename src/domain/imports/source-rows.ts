import type { TExportRows } from '../export/export-format';
import { buildHabitLogValues } from '../habits/habit-log-value';
import { dailySchedule, weekdayMaskOf } from '../habits/habit-schedule';
import type { TImportSource } from './import-source';

const noRows: TExportRows = {
  preferences: [],
  habits: [],
  habit_logs: [],
  habit_pauses: [],
  goals: [],
  goal_baselines: [],
  goal_progress_logs: [],
  habit_goal_links: [],
  skills: [],
  user_skills: [],
  user_subskills: [],
  habit_skills: [],
  subskill_time_logs: [],
  focus_sessions: [],
  daily_focus: [],
};

export const emptyRows = (): TExportRows => structuredClone(noRows);

/**
 * Another app's habits as rows of Compound's own export, so every format is planned and written by the
 * same code. Ids are the habit's place in the file; created_at is left to the database (now).
 */
export function sourceRows(source: TImportSource): TExportRows {
  const rows = emptyRows();
  source.habits.forEach((habit, index) => {
    const id = `file-habit-${index}`;
    const schedule = habit.schedule ?? dailySchedule;
    rows.habits.push({
      id,
      user_id: '',
      created_at: undefined as unknown as string,
      name: habit.name,
      type: habit.type,
      target: habit.type === 'number' ? habit.target : null,
      unit: habit.type === 'number' ? habit.unit : null,
      active: !habit.archived,
      sort_order: index,
      freq_num: schedule.times,
      freq_den: schedule.days,
      weekdays: weekdayMaskOf(schedule),
    });
    for (const log of habit.logs) {
      const values = buildHabitLogValues(
        habit,
        log.value === true ? { value_boolean: true } : { value_number: log.value },
      );
      rows.habit_logs.push({
        id: `${id}-log-${log.date}`,
        user_id: '',
        created_at: undefined as unknown as string,
        habit_id: id,
        date: log.date,
        ...values,
        save_count: 1,
      });
    }
    for (const range of habit.pauses ?? []) {
      rows.habit_pauses.push({
        id: `${id}-pause-${range.start}`,
        user_id: '',
        created_at: undefined as unknown as string,
        habit_id: id,
        start_date: range.start,
        end_date: range.end,
      });
    }
  });
  return rows;
}
