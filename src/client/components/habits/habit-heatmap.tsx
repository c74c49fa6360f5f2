import { clsx } from 'clsx';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { addDays, diffDays } from '@/domain/dates/date-key';
import { formatMonthName, formatWeekdayName } from '@/domain/dates/day-titles';
import { buildHeatmapGrid, stepHeatmapDay } from '@/domain/habits/build-heatmap-grid';
import { describeLogDay, type THabitForDescription } from '@/domain/habits/describe-log-day';
import type { THabitDayVerdict } from '@/domain/habits/habit-day-verdict';
import { computeProgress, type THabitLogInput } from '@/domain/habits/habit-log-value';
import { isPausedOn, type TPauseRange } from '@/domain/habits/pause-ranges';

type THabitHeatmapProps = {
  /**
   * Its pauses and the account's vacations are striped; a visitor's view has none, but has the server's
   * verdict of each day from `from` (decision 0031), which the squares' labels then say.
   */
  habit: THabitForDescription & {
    paused_ranges?: readonly TPauseRange[];
    verdicts?: readonly THabitDayVerdict[];
  };
  logs: readonly (Pick<THabitLogInput, 'value_boolean' | 'value_number'> & { date: string })[];
  from: string;
  to: string;
  /** The first row's weekday, 0 Sunday to 6 Saturday (the user's week_start preference). */
  weekStart: number;
  /** Opens a day in the tracker, to fix its log; without it (a visitor's view) a square opens nothing. */
  onSelectDay?: (day: string) => void;
  /** The id of the text that says how to use the squares. */
  hintId: string;
};

// The weekday names stay in view while the weeks scroll under them on a phone.
const weekdayColumnClass = 'sticky left-0 z-10 flex flex-col gap-[2px] bg-surface-raised pr-1.5';
// Every other row is labelled, as on GitHub: Monday, Wednesday and Friday (2023-01-01 was a Sunday).
const labelledWeekdays = [1, 3, 5];

// Shades of the accent for none, some and full progress of a day.
function readCellClass(progress: number): string {
  if (progress >= 1) return 'bg-accent';
  if (progress >= 0.5) return 'bg-accent/60';
  if (progress > 0) return 'bg-accent/30';
  return 'bg-surface-muted';
}

// A paused day counts neither way (decision 0021): striped, apart from both done and missed days.
const pausedCellClass =
  'bg-[repeating-linear-gradient(135deg,var(--color-line-strong)_0_1px,transparent_1px_3px)] bg-surface-muted';

/**
 * A GitHub-style year of squares, one per day, shaded by the day's progress: a column per week, from
 * the user's first weekday. Each square is a button labelled ('2026-11-20: done') that opens its day;
 * one of them is in the tab order, and the arrow keys move among them (a day up or down, a week left
 * or right). Each week is a group ('Week of 2026-11-15'); the grid scrolls sideways on narrow screens,
 * starting at the latest weeks.
 */
export function HabitHeatmap({ habit, logs, from, to, weekStart, onSelectDay, hintId }: THabitHeatmapProps) {
  const scroller = useRef<HTMLElement>(null);
  const [activeDay, setActiveDay] = useState(to);
  const { weeks, monthStarts } = buildHeatmapGrid({ from, to }, weekStart);
  const logsByDay = new Map(logs.map((log) => [log.date, log]));
  const weekdays = Array.from({ length: 7 }, (_, row) => (weekStart + row) % 7);

  useEffect(() => {
    scroller.current?.scrollTo({ left: scroller.current.scrollWidth });
  }, []);

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const next = stepHeatmapDay(event.key, activeDay, { from, to });
    if (next === null) return;
    event.preventDefault();
    setActiveDay(next);
    scroller.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  };

  return (
    // The focused day's button keeps the sideways scroll within reach of the keyboard; its scroll padding
    // brings a focused square clear of the weekday names that stay over the left edge.
    <section
      ref={scroller}
      aria-label="Last 365 days"
      onKeyDown={moveFocus}
      className="scroll-pl-8 overflow-x-auto pb-2"
    >
      <div className="inline-flex gap-[2px] text-[10px] leading-2.5 text-ink-subtle">
        <div aria-hidden="true" className={weekdayColumnClass}>
          <span className="h-4" />
          {weekdays.map((weekday) => (
            <span key={weekday} className="h-2.5">
              {labelledWeekdays.includes(weekday)
                ? formatWeekdayName(addDays('2023-01-01', weekday), 'short')
                : ''}
            </span>
          ))}
        </div>
        {weeks.map((week, column) => {
          const monthStart = monthStarts.find((start) => start.week === column);
          const weekStartDay = week[0]?.day;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a week of pictures, not form controls for a fieldset.
            <div
              key={weekStartDay}
              role="group"
              aria-label={`Week of ${weekStartDay}`}
              className="flex flex-col gap-[2px]"
            >
              <span aria-hidden="true" className="h-4 w-2.5 whitespace-nowrap">
                {monthStart ? formatMonthName(`2000-${String(monthStart.month).padStart(2, '0')}-01`) : ''}
              </span>
              {week.map(({ day, inRange }) => {
                if (!inRange) return <span key={day} aria-hidden="true" className="size-2.5" />;
                const log = logsByDay.get(day);
                const verdict = habit.verdicts?.[diffDays(day, from)];
                const paused = verdict === 'paused' || isPausedOn(habit.paused_ranges ?? [], day);
                const said = describeLogDay(habit, log, verdict);
                const label = `${day}: ${said}${paused && verdict !== 'paused' ? ' (paused)' : ''}`;
                return (
                  <button
                    key={day}
                    type="button"
                    data-day={day}
                    tabIndex={day === activeDay ? 0 : -1}
                    aria-label={label}
                    aria-describedby={day === activeDay ? hintId : undefined}
                    title={label}
                    onClick={onSelectDay ? () => onSelectDay(day) : undefined}
                    onFocus={() => setActiveDay(day)}
                    className={clsx(
                      'block size-2.5 rounded-[2px] hover:outline-1 hover:outline-ink-muted',
                      onSelectDay && 'cursor-pointer',
                      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
                      paused && computeProgress(habit, log) === 0
                        ? pausedCellClass
                        : readCellClass(computeProgress(habit, log)),
                    )}
                    data-paused={paused || undefined}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
    </section>
  );
}
