import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { addDays } from '@/domain/dates/date-key';
import { streakUnitOf } from '@/domain/habits/habit-day-state';
import { describeSchedule } from '@/domain/habits/habit-schedule';
import { defaultWeekStart, readWeekdayIndex } from '@/domain/preferences/preference-options';
import { formatCount } from '@/domain/text/format-count';
import { formatPercent } from '@/domain/text/format-percent';
import { formatElapsed } from '@/domain/time-tracker/format-elapsed';
import { habitLogsQueryRoot, refetchIfInvalidated } from '../../hooks/use-habits-of-day';
import { usePreferences } from '../../hooks/use-preferences';
import { fetchHabitLogs, type THabitOfDay } from '../../lib/habits-api';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { HabitHeatmap } from './habit-heatmap';

type THabitDetailsDialogProps = {
  habit: THabitOfDay;
  today: string;
  onClose: () => void;
  /** Opens a day of the calendar in the tracker; the dialog closes. */
  onGoToDay: (day: string) => void;
};

const heatmapDays = 365;

/** One habit over the last year: streaks, strength, days done and time tracked, and the calendar. */
export function HabitDetailsDialog({ habit, today, onClose, onGoToDay }: THabitDetailsDialogProps) {
  const from = addDays(today, -(heatmapDays - 1));
  const hintId = useId();
  const logs = useQuery({
    queryKey: [...habitLogsQueryRoot, habit.id, from, today],
    queryFn: () => fetchHabitLogs({ from, to: today, habit_id: habit.id }),
    refetchOnMount: refetchIfInvalidated,
  });
  const preferences = usePreferences();
  const weekStart = readWeekdayIndex(preferences.data?.week_start ?? defaultWeekStart);
  const daysDone = logs.data?.filter((log) => log.is_complete).length ?? 0;
  const trackedSeconds = logs.data?.reduce((sum, log) => sum + log.time_tracked_seconds, 0) ?? 0;

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={
        <>
          <span className="block text-xs font-medium tracking-wide text-ink-muted uppercase">
            Habit details
          </span>
          <span className="block">{habit.name}</span>
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat
          label="Current streak"
          value={formatCount(habit.stats.current_streak, streakUnitOf(habit.schedule))}
          note={capitalize(describeSchedule(habit.schedule))}
        />
        <Stat
          label="Best streak"
          value={formatCount(habit.stats.best_streak, streakUnitOf(habit.schedule))}
        />
        <Stat label="Strength" value={formatPercent(habit.stats.strength)} />
        <Stat
          label="Last 365 days"
          value={logs.data ? `${daysDone} done` : '…'}
          note={trackedSeconds > 0 ? `${formatElapsed(trackedSeconds)} tracked` : undefined}
        />
      </dl>
      <div className="mt-6">
        {logs.isPending && (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Loading the last year…
          </p>
        )}
        {logs.isError && (
          <div className="flex flex-wrap items-center gap-3 text-sm text-danger" role="alert">
            {logs.error.message}
            <Button variant="secondary" size="sm" onClick={() => void logs.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {logs.data && (
          <>
            <HabitHeatmap
              habit={habit}
              logs={logs.data}
              from={from}
              to={today}
              weekStart={weekStart}
              hintId={hintId}
              onSelectDay={(day) => {
                onClose();
                onGoToDay(day);
              }}
            />
            <p id={hintId} className="mt-2 text-xs text-ink-muted">
              Choose a day to open it and change its log (arrow keys move between days).
            </p>
          </>
        )}
      </div>
    </Dialog>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl bg-surface-muted px-3 py-2.5">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-ink-muted">{note}</dd>}
    </div>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
