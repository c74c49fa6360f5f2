import { addDays } from '../dates/date-key';
import { buildHeatmapGrid } from '../habits/build-heatmap-grid';
import { computeProgress } from '../habits/habit-log-value';
import { dashboardDisplayTitle } from './dashboard-rules';
import type { TPublicDashboard } from './dashboards-api';
import { fitPixelText, layoutPixelText } from './pixel-font';

/** The link-preview picture: the size Open Graph and Twitter's large card expect. */
export const dashboardImageSize = { width: 1200, height: 630 } as const;
export const dashboardImageWeeks = 26;

export type TRgb = readonly [number, number, number];
export type TImageRect = { x: number; y: number; width: number; height: number; color: TRgb };

// The app's light theme: canvas, surface-muted and the accent at three strengths over the canvas.
const canvas: TRgb = [255, 255, 255];
const empty: TRgb = [244, 244, 245];
const accent: TRgb = [4, 120, 87];
const mix = (share: number): TRgb =>
  [0, 1, 2].map((i) =>
    Math.round((canvas[i] ?? 0) + ((accent[i] ?? 0) - (canvas[i] ?? 0)) * share),
  ) as unknown as TRgb;
const shades: readonly TRgb[] = [empty, mix(0.3), mix(0.6), accent];
const ink: TRgb = [24, 24, 27];

/** The shade of a day from the share of the shared habits' progress, as the heatmap's cells. */
export function readShade(progress: number): TRgb {
  if (progress >= 1) return shades[3] ?? accent;
  if (progress >= 0.5) return shades[2] ?? accent;
  if (progress > 0) return shades[1] ?? accent;
  return empty;
}

/** Each day's mean progress over the shared habits (0 to 1), for the days that have any log. */
export function combineDailyProgress(answer: Pick<TPublicDashboard, 'habits' | 'logs'>): Map<string, number> {
  const habits = new Map(answer.habits.map((habit) => [habit.id, habit]));
  const totals = new Map<string, number>();
  for (const log of answer.logs) {
    const habit = habits.get(log.habit_id);
    if (!habit) continue;
    totals.set(log.date, (totals.get(log.date) ?? 0) + computeProgress(habit, log));
  }
  const count = Math.max(answer.habits.length, 1);
  return new Map([...totals].map(([day, total]) => [day, Math.min(total / count, 1)]));
}

/**
 * The picture as rectangles: an accent band on top, the dashboard's title (in a pixel font, so the
 * server needs no font library) and a heatmap of the last 26 weeks of the shared habits together, a
 * square per day, centred below it.
 */
export function layoutDashboardImage(
  answer: Pick<TPublicDashboard, 'habits' | 'logs' | 'dashboard'> & Partial<Pick<TPublicDashboard, 'owner'>>,
): {
  background: TRgb;
  rects: TImageRect[];
} {
  const { width, height } = dashboardImageSize;
  const today = answer.dashboard?.today ?? '1970-01-01';
  const weekStart = answer.dashboard?.week_start ?? 1;
  const from = addDays(today, -(dashboardImageWeeks * 7 - 1));
  const { weeks } = buildHeatmapGrid({ from, to: today }, weekStart);
  const progress = combineDailyProgress(answer);
  const cell = 34;
  const gap = 6;
  const gridWidth = weeks.length * (cell + gap) - gap;
  const gridHeight = 7 * (cell + gap) - gap;
  const left = Math.round((width - gridWidth) / 2);
  const top = Math.round((height - gridHeight) / 2) + 12;
  const titleScale = 6;
  const title = fitPixelText(dashboardDisplayTitle(answer), titleScale, gridWidth);
  const rects: TImageRect[] = [
    { x: 0, y: 0, width, height: 24, color: accent },
    ...layoutPixelText(title, { x: left, y: top - 42 - 7 * titleScale, scale: titleScale, color: ink }),
  ];
  weeks.forEach((week, column) => {
    week.forEach(({ day, inRange }, row) => {
      if (!inRange) return;
      rects.push({
        x: left + column * (cell + gap),
        y: top + row * (cell + gap),
        width: cell,
        height: cell,
        color: readShade(progress.get(day) ?? 0),
      });
    });
  });
  return { background: canvas, rects };
}
