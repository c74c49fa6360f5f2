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
  };
}
