import { addDays, diffDays } from '../dates/date-key';

/** A calendar heatmap laid out like GitHub's: one column per week, one row per weekday. */
export type THeatmapGrid = {
  /** Each week holds its 7 days from the week's first; the first and last weeks reach outside the range. */
  weeks: { day: string; inRange: boolean }[][];
  /** The columns where a month begins (its 1st falls in that week), for labels above the grid. */
  monthStarts: { week: number; month: number }[];
};

// 1970-01-01, epoch day 0, was a Thursday.
const epochWeekday = 4;

/** The weekday of a date key, 0 for Sunday to 6 for Saturday, as Date#getUTCDay counts them. */
export function readWeekday(dateKey: string): number {
  return (((diffDays(dateKey, '1970-01-01') + epochWeekday) % 7) + 7) % 7;
}

/**
 * Lays out every day from `from` to `to` (inclusive) in week columns that start on `weekStart`
 * (0 Sunday to 6 Saturday: the user's week_start preference). An empty range gives no weeks.
 */
export function buildHeatmapGrid(range: { from: string; to: string }, weekStart: number): THeatmapGrid {
  const weeks: THeatmapGrid['weeks'] = [];
  const monthStarts: THeatmapGrid['monthStarts'] = [];
  if (range.from > range.to) return { weeks, monthStarts };

  const firstColumnStart = addDays(range.from, -((readWeekday(range.from) - weekStart + 7) % 7));
  for (
    let weekStartKey = firstColumnStart;
    weekStartKey <= range.to;
    weekStartKey = addDays(weekStartKey, 7)
  ) {
    const week = Array.from({ length: 7 }, (_, offset) => {
      const day = addDays(weekStartKey, offset);
      return { day, inRange: day >= range.from && day <= range.to };
    });
    const firstOfMonth = week.find(({ day, inRange }) => inRange && day.endsWith('-01'))?.day;
    if (firstOfMonth) monthStarts.push({ week: weeks.length, month: Number(firstOfMonth.slice(5, 7)) });
    weeks.push(week);
  }
  return { weeks, monthStarts };
}

const heatmapKeySteps: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 };

/**
 * The day a key moves to in the heatmap: up and down a day (a row), left and right a week (a column),
 * Home and End to the range's first and last day. Null for any other key; a step that would leave
 * the range stays where it is, as the grid has nothing there.
 */
export function stepHeatmapDay(key: string, day: string, range: { from: string; to: string }): string | null {
  if (key === 'Home') return range.from;
  if (key === 'End') return range.to;
  const step = heatmapKeySteps[key];
  if (step === undefined) return null;
  const next = addDays(day, step);
  return next < range.from || next > range.to ? day : next;
}
