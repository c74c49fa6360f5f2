import { clsx } from 'clsx';
import { Check, Ellipsis, Flame, GripVertical, Play, Timer } from 'lucide-react';
import { type CSSProperties, memo } from 'react';
import { describeHabitDayNote, describeStreak } from '@/domain/habits/habit-day-state';
import { computeProgress, isHabitMet } from '@/domain/habits/habit-log-value';
import { describePause } from '@/domain/habits/pause-ranges';
import { formatPercent } from '@/domain/text/format-percent';
import { formatElapsed } from '@/domain/time-tracker/format-elapsed';
import type { TGripProps } from '../../hooks/use-drag-to-reorder';
import { useSaveHabitLog, useUpdateHabit } from '../../hooks/use-habit-mutations';
import type { THabitOfDay } from '../../lib/habits-api';
import { Button } from '../ui/button';
import { Menu, type TMenuItem } from '../ui/menu';
import { habitRowId, startTimerButtonId } from './habit-element-ids';
import { habitEntryProps } from './move-between-habits';
import { NumericLogField } from './numeric-log-field';

export type THabitAction = 'edit' | 'up' | 'down' | 'archive' | 'delete' | 'details' | 'pause';

type THabitRowProps = {
  habit: THabitOfDay;
  date: string;
  /** The user's today, for the words of a pause ("Paused until …"); null while unknown. */
  today: string | null;
  isFirst: boolean;
  isLast: boolean;
  /**
   * Whether the row offers Start timer: 'pending' while the timer's state loads (its place is kept, so
   * the row does not reflow when it comes), null on another day than today.
   */
  timer: 'ready' | 'pending' | null;
  isTimed: boolean;
  // The callbacks and grip handlers keep their identity across the list's renders (the row is memoised).
  onStartTimer: (habitId: string) => void;
  onAction: (habit: THabitOfDay, action: THabitAction) => void;
  /** The row's grip for dragging it to a new place; Move up and Move down do the same by keyboard. */
  gripProps: TGripProps;
  dragStyle: CSSProperties | undefined;
  isDragged: boolean;
};

/**
 * One habit on one day: its check-in (toggle or number), its stats, its timer and its actions. Memoised:
 * the tracker re-renders as its other reads arrive, and re-rendering fifty unchanged rows each time was
 * the longest work of a phone's first seconds on /app (decision 0005).
 */
export const HabitRow = memo(function HabitRow({
  habit,
  date,
  today,
  isFirst,
  isLast,
  timer,
  isTimed,
  onStartTimer,
  onAction,
  gripProps,
  dragStyle,
  isDragged,
}: THabitRowProps) {
  const saveLog = useSaveHabitLog();
  const updateHabit = useUpdateHabit();
  const progress = computeProgress(habit, habit.log);
  const done = isHabitMet(habit, habit.log);
  // Not due (a rest day, a period already met, a pause): shown, but quieter than what is left to do.
  const quiet =
    !done && (habit.day.state === 'met' || habit.day.state === 'rest' || habit.day.state === 'paused');

  const menuItems = habitMenuItems(habit, { isFirst, isLast }, onAction, () =>
    updateHabit.mutate({ id: habit.id, changes: { pause: null } }),
  );

  return (
    <li
      id={habitRowId(habit.id)}
      style={dragStyle}
      className={clsx(
        'rounded-2xl border bg-surface p-3 transition-colors sm:p-4',
        isDragged ? 'shadow-lg' : 'shadow-xs',
        done ? 'border-accent/40' : 'border-line',
        quiet && 'border-dashed bg-surface-muted/60',
        isTimed && 'ring-2 ring-accent/50',
      )}
      data-day-state={habit.day.state}
    >
      <div className="flex items-center gap-3">
        {/* Pointer only: it is not a tab stop, as the row's menu moves the habit by keyboard. */}
        <span
          aria-hidden="true"
          title="Drag to reorder"
          {...gripProps}
          className={clsx(
            '-my-2 -mr-1.5 -ml-2 flex h-15 w-5 shrink-0 touch-none items-center justify-center rounded text-ink-subtle select-none hover:text-ink-muted',
            isDragged ? 'cursor-grabbing' : 'cursor-grab',
          )}
        >
          <GripVertical className="size-4" />
        </span>
        <CheckIn
          habit={habit}
          done={done}
          progress={progress}
          onToggle={() => saveLog.mutate({ habit_id: habit.id, date, value_boolean: !done })}
        />
        <HabitSummary habit={habit} today={today} quiet={quiet} />
        <TimerControl habit={habit} timer={timer} isTimed={isTimed} onStart={onStartTimer} />
        <Menu
          label={`Actions for ${habit.name}`}
          trigger={<Ellipsis aria-hidden="true" className="size-5" />}
          items={menuItems}
        />
      </div>
      {habit.type === 'number' && (
        <NumericLogField
          // One field per day, so a value typed for one day is saved to that day when the page moves
          // to another (a shortcut, Back, midnight), never carried over to it.
          key={date}
          habit={habit}
          progress={progress}
          onSave={(value) => saveLog.mutate({ habit_id: habit.id, date, value_number: value })}
        />
      )}
    </li>
  );
});

/** The row's menu: edit, move, details, pause or resume, archive and delete. */
function habitMenuItems(
  habit: THabitOfDay,
  { isFirst, isLast }: { isFirst: boolean; isLast: boolean },
  onAction: THabitRowProps['onAction'],
  resume: () => void,
): TMenuItem[] {
  return [
    { label: 'Edit', onSelect: () => onAction(habit, 'edit') },
    { label: 'Move up', onSelect: () => onAction(habit, 'up'), disabled: isFirst },
    { label: 'Move down', onSelect: () => onAction(habit, 'down'), disabled: isLast },
    { label: 'Details', onSelect: () => onAction(habit, 'details') },
    habit.pause === null
      ? { label: 'Pause…', onSelect: () => onAction(habit, 'pause') }
      : { label: 'Resume', onSelect: resume },
    { label: 'Archive', onSelect: () => onAction(habit, 'archive') },
    { label: 'Delete', onSelect: () => onAction(habit, 'delete'), destructive: true },
  ];
}

/** The check-in: a toggle for a yes/no habit, a progress ring beside the number field for a counted one. */
function CheckIn({
  habit,
  done,
  progress,
  onToggle,
}: {
  habit: THabitOfDay;
  done: boolean;
  progress: number;
  onToggle: () => void;
}) {
  return habit.type === 'boolean' ? (
    <button
      {...habitEntryProps}
      type="button"
      aria-pressed={done}
      aria-label={`Mark ${habit.name} done`}
      onClick={onToggle}
      className={clsx(
        'flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        done
          ? 'border-accent bg-accent text-on-accent hover:bg-accent-strong'
          : 'border-line-strong text-transparent hover:border-accent hover:text-accent/50',
      )}
    >
      <Check aria-hidden="true" className="size-6" strokeWidth={3} />
    </button>
  ) : (
    <ProgressRing progress={progress} />
  );
}

/** The habit's name, its pause or schedule note, and its streaks, strength and tracked time. */
function HabitSummary({ habit, today, quiet }: { habit: THabitOfDay; today: string | null; quiet: boolean }) {
  const tracked = habit.log?.time_tracked_seconds ?? 0;
  const note = describeHabitDayNote(habit.schedule, habit.day);
  return (
    <div className="min-w-0 flex-1">
      <p
        title={habit.name}
        className={clsx('line-clamp-2 font-medium break-words', quiet && 'text-ink-muted')}
      >
        {habit.name}
      </p>
      {habit.pause !== null && today !== null && (
        <p className="mt-0.5 text-xs text-ink-subtle">{describePause(habit.pause, today)}</p>
      )}
      {note !== null && (habit.day.state !== 'paused' || habit.pause === null) && (
        <p className="mt-0.5 text-xs text-ink-subtle">{note}</p>
      )}
      <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-ink-muted">
        <span className="inline-flex items-center gap-1">
          <Flame
            aria-hidden="true"
            className={clsx('size-3.5', habit.stats.current_streak > 0 && 'text-accent')}
          />
          {describeStreak(habit.schedule, habit.stats.current_streak)}
        </span>
        <span>Best {habit.stats.best_streak}</span>
        <span>Strength {formatPercent(habit.stats.strength)}</span>
        {tracked > 0 && (
          <span className="inline-flex items-center gap-1">
            <Timer aria-hidden="true" className="size-3.5" />
            {formatElapsed(tracked)} tracked
          </span>
        )}
      </p>
    </div>
  );
}

/** Start timer, its kept place while the timer loads, or "Timing" on the habit being timed. */
function TimerControl({
  habit,
  timer,
  isTimed,
  onStart,
}: {
  habit: THabitOfDay;
  timer: THabitRowProps['timer'];
  isTimed: boolean;
  onStart: (habitId: string) => void;
}) {
  if (isTimed) {
    return (
      <span className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-medium text-accent">Timing</span>
    );
  }
  if (timer === 'pending') return <span aria-hidden="true" className="size-10 shrink-0" />;
  if (timer !== 'ready') return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      id={startTimerButtonId(habit.id)}
      aria-label={`Start timer for ${habit.name}`}
      onClick={() => onStart(habit.id)}
    >
      <Play aria-hidden="true" className="size-5" />
    </Button>
  );
}

/** A counted habit's progress at a glance, ticked once met; the number field and its bar say it in words. */
function ProgressRing({ progress }: { progress: number }) {
  const circumference = 2 * Math.PI * 19;
  return (
    <span aria-hidden="true" className="relative size-11 shrink-0">
      <svg aria-hidden="true" viewBox="0 0 44 44" className="size-11 -rotate-90">
        <circle cx="22" cy="22" r="19" fill="none" strokeWidth="4" className="stroke-surface-muted" />
        <circle
          cx="22"
          cy="22"
          r="19"
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress)}
          className={clsx('stroke-accent transition-[stroke-dashoffset]', progress === 0 && 'opacity-0')}
        />
      </svg>
      {progress >= 1 && <Check className="absolute inset-0 m-auto size-5 text-accent" strokeWidth={3} />}
    </span>
  );
}
