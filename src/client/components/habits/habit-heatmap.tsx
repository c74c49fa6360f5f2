import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { buildHeatmapGrid } from '@/domain/habits/build-heatmap-grid';
import { describeLogDay } from '@/domain/habits/describe-log-day';
import { computeProgress } from '@/domain/habits/habit-log-value';
import type { THabitLog, THabitOfDay } from '../../lib/habits-api';

type THabitHeatmapProps = {
  habit: THabitOfDay;
  logs: readonly THabitLog[];
  from: string;
  to: string;
};

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });
// The weekday names stay in view while the weeks scroll under them on a phone.
const weekdayColumnClass = 'sticky left-0 z-10 bg-surface-raised pr-1.5';
// Every other row is labelled, as on GitHub: Monday, Wednesday and Friday (2023-01-01 was a Sunday).
const labelledWeekdays = [1, 3, 5];

/** The first day of the week in the user's locale (0 Sunday to 6 Saturday); Monday where it is unknown. */
function readLocaleWeekStart(): number {
  try {
    const locale = new Intl.Locale(navigator.language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay ?? 1;
    return firstDay % 7;
  } catch {
    return 1;
  }
}

// Shades of the accent for none, some and full progress of a day.
function readCellClass(progress: number): string {
  if (progress >= 1) return 'bg-accent';
  if (progress >= 0.5) return 'bg-accent/60';
  if (progress > 0) return 'bg-accent/30';
  return 'bg-surface-muted';
}

/**
 * A GitHub-style year of squares, one per day, shaded by the day's progress. Each square is labelled
 * ('2026-11-20: done'); the grid scrolls sideways on narrow screens, starting at the most recent weeks.
 */
export function HabitHeatmap({ habit, logs, from, to }: THabitHeatmapProps) {
  const scroller = useRef<HTMLElement>(null);
  const weekStart = readLocaleWeekStart();
  const { weeks, monthStarts } = buildHeatmapGrid({ from, to }, weekStart);
  const logsByDay = new Map(logs.map((log) => [log.date, log]));
  const weekdays = Array.from({ length: 7 }, (_, row) => (weekStart + row) % 7);

  useEffect(() => {
    scroller.current?.scrollTo({ left: scroller.current.scrollWidth });
  }, []);

  return (
    <section
      ref={scroller}
      aria-label="Last 365 days"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-lg pb-2 focus-visible:outline-2 focus-visible:outline-focus"
    >
      <div className="inline-grid grid-flow-col grid-rows-[1rem_repeat(7,0.625rem)] gap-[2px] text-[10px] leading-2.5 text-ink-subtle">
        <span aria-hidden="true" className={weekdayColumnClass} />
        {weekdays.map((weekday) => (
          <span key={weekday} aria-hidden="true" className={weekdayColumnClass}>
            {labelledWeekdays.includes(weekday)
              ? weekdayFormat.format(new Date(Date.UTC(2023, 0, 1 + weekday)))
              : ''}
          </span>
        ))}
        {weeks.map((week, column) => {
          const monthStart = monthStarts.find((start) => start.week === column);
          return (
            <div key={week[0]?.day} className="contents">
              <span aria-hidden="true" className="w-2.5 whitespace-nowrap">
                {monthStart ? monthFormat.format(new Date(Date.UTC(2000, monthStart.month - 1, 1))) : ''}
              </span>
              {week.map(({ day, inRange }) => {
                if (!inRange) return <span key={day} aria-hidden="true" className="size-2.5" />;
                const log = logsByDay.get(day);
                const label = `${day}: ${describeLogDay(habit, log)}`;
                return (
                  <span
                    key={day}
                    role="img"
                    aria-label={label}
                    title={label}
                    className={clsx('size-2.5 rounded-[2px]', readCellClass(computeProgress(habit, log)))}
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
