import {
  scheduleFromColumns,
  type THabitSchedule,
  weekdayMaskOf,
} from '../../../domain/habits/habit-schedule';
import type { habits } from '../../db/schema';

export type THabitRow = typeof habits.$inferSelect;

export type THabitDto = {
  id: string;
  name: string;
  type: 'boolean' | 'number';
  target: number | null;
  unit: string | null;
  active: boolean;
  sort_order: number;
  created_at: string;
  schedule: THabitSchedule;
};

export function presentHabit(row: THabitRow): THabitDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    target: row.target,
    unit: row.unit,
    active: row.active,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    schedule: scheduleFromColumns(row.freqNum, row.freqDen, row.weekdays),
  };
}

/** The habits row's columns for a schedule. */
export function scheduleColumns(schedule: THabitSchedule) {
  return { freqNum: schedule.times, freqDen: schedule.days, weekdays: weekdayMaskOf(schedule) };
}
