import { ArchiveRestore, Trash2 } from 'lucide-react';
import { useHabitsOfDay } from '../../hooks/use-habits-of-day';
import type { THabitOfDay } from '../../lib/habits-api';
import { Button } from '../ui/button';
import { ArchivedHabitsLoading } from './archived-habits-loading';
import { archivedHabitId } from './habit-element-ids';

type TArchivedHabitsProps = {
  date: string;
  onRestore: (habit: THabitOfDay) => void;
  onDelete: (habit: THabitOfDay) => void;
};

/** Habits put away with Archive: out of the day's list, kept with their history, ready to restore. */
export function ArchivedHabits({ date, onRestore, onDelete }: TArchivedHabitsProps) {
  const all = useHabitsOfDay(date, 'all');
  const archived = all.data?.habits.filter((habit) => !habit.active) ?? [];

  if (all.isPending) {
    return <ArchivedHabitsLoading />;
  }
  if (all.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
        {all.error.message}
        <Button variant="secondary" size="sm" onClick={() => void all.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (archived.length === 0) return <p className="text-sm text-ink-muted">No archived habits.</p>;
  return (
    <ul aria-label="Archived habits" className="space-y-2">
      {archived.map((habit) => (
        <li
          key={habit.id}
          id={archivedHabitId(habit.id)}
          className="flex items-center gap-2 rounded-xl border border-dashed border-line-strong/60 px-3 py-2"
        >
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink-muted">{habit.name}</span>
          <Button variant="ghost" aria-label={`Restore ${habit.name}`} onClick={() => onRestore(habit)}>
            <ArchiveRestore aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Restore</span>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-danger hover:text-danger"
            aria-label={`Delete ${habit.name}`}
            onClick={() => onDelete(habit)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
