import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, diffDays } from '../dates/date-key';
import { buildHeatmapGrid, readWeekday, stepHeatmapDay, type THeatmapGrid } from './build-heatmap-grid';

/** The grid with days outside the range as null, which is easier to read in expectations. */
const readDays = (weeks: THeatmapGrid['weeks']) =>
  weeks.map((week) => week.map(({ day, inRange }) => (inRange ? day : null)));

const anyDateKey = fc
  .date({ min: new Date('1900-01-01Z'), max: new Date('2200-12-31Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const anyWeekStart = fc.integer({ min: 0, max: 6 });

describe('readWeekday', () => {
  it('counts like Date#getUTCDay', () => {
    expect(readWeekday('1970-01-01')).toBe(4);
    expect(readWeekday('2026-11-22')).toBe(0);
    expect(readWeekday('2024-02-29')).toBe(4);
    expect(readWeekday('1969-12-31')).toBe(3);
    fc.assert(
      fc.property(anyDateKey, (key) => {
        expect(readWeekday(key)).toBe(new Date(`${key}T00:00:00Z`).getUTCDay());
      }),
    );
  });
});

describe('buildHeatmapGrid', () => {
  it('lays out a year ending on a Sunday in Monday-first weeks', () => {
    const grid = buildHeatmapGrid({ from: addDays('2026-11-22', -364), to: '2026-11-22' }, 1);
    const weeks = readDays(grid.weeks);
    expect(weeks).toHaveLength(53);
    // 2025-11-23 is a Sunday: the first column is empty but for its last cell.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-11-23']);
    expect(weeks.at(-1)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(grid.monthStarts[0]).toEqual({ week: 2, month: 12 });
    expect(grid.monthStarts).toHaveLength(12);
  });

  it('gives no weeks for an empty range', () => {
    expect(buildHeatmapGrid({ from: '2026-03-02', to: '2026-03-01' }, 0)).toEqual({
      weeks: [],
      monthStarts: [],
    });
  });

  it('places every day of the range once, in order, on its weekday’s row', () => {
    fc.assert(
      fc.property(anyDateKey, fc.nat({ max: 800 }), anyWeekStart, (from, length, weekStart) => {
        const to = addDays(from, length);
        const { weeks } = buildHeatmapGrid({ from, to }, weekStart);
        const days = readDays(weeks)
          .flat()
          .filter((day) => day !== null);
        expect(days).toHaveLength(length + 1);
        expect(days[0]).toBe(from);
        expect(days.at(-1)).toBe(to);
        for (const [index, day] of days.entries()) expect(diffDays(day, from)).toBe(index);
        for (const week of weeks) {
          expect(week).toHaveLength(7);
          for (const [row, { day }] of week.entries()) expect(readWeekday(day)).toBe((weekStart + row) % 7);
          for (const [row, { day }] of week.slice(1).entries())
            expect(diffDays(day, week[row]?.day ?? '')).toBe(1);
        }
      }),
      // Each run checks up to ~3,000 expectations; 40 runs keep it well inside the timeout on a busy machine.
      { numRuns: 40 },
    );
  });

  it('leaves gaps only before the first day and after the last', () => {
    fc.assert(
      fc.property(anyDateKey, fc.nat({ max: 400 }), anyWeekStart, (from, length, weekStart) => {
        const weeks = readDays(buildHeatmapGrid({ from, to: addDays(from, length) }, weekStart).weeks);
        expect(weeks.length).toBeLessThanOrEqual(Math.ceil((length + 1) / 7) + 1);
        for (const week of weeks.slice(1, -1)) expect(week.every((day) => day !== null)).toBe(true);
      }),
    );
  });

  it('marks each month whose 1st is in the range, at the week holding the 1st', () => {
    fc.assert(
      fc.property(anyDateKey, fc.nat({ max: 800 }), anyWeekStart, (from, length, weekStart) => {
        const grid = buildHeatmapGrid({ from, to: addDays(from, length) }, weekStart);
        const { monthStarts } = grid;
        const weeks = readDays(grid.weeks);
        const firsts = weeks.flat().filter((day) => day?.endsWith('-01'));
        expect(monthStarts.map(({ month }) => month)).toEqual(firsts.map((day) => Number(day?.slice(5, 7))));
        for (const { week, month } of monthStarts) {
          expect(weeks[week]?.some((day) => day?.endsWith('-01') && Number(day.slice(5, 7)) === month)).toBe(
            true,
          );
        }
      }),
    );
  });
});

describe('stepHeatmapDay', () => {
  const range = { from: '2026-01-01', to: '2026-12-31' };

  it('moves a day down a column and a week across, Home and End to the ends', () => {
    expect(stepHeatmapDay('ArrowDown', '2026-06-10', range)).toBe('2026-06-11');
    expect(stepHeatmapDay('ArrowUp', '2026-06-10', range)).toBe('2026-06-09');
    expect(stepHeatmapDay('ArrowRight', '2026-06-10', range)).toBe('2026-06-17');
    expect(stepHeatmapDay('ArrowLeft', '2026-06-10', range)).toBe('2026-06-03');
    expect(stepHeatmapDay('Home', '2026-06-10', range)).toBe('2026-01-01');
    expect(stepHeatmapDay('End', '2026-06-10', range)).toBe('2026-12-31');
    expect(stepHeatmapDay('Enter', '2026-06-10', range)).toBeNull();
  });

  it('never leaves the range, and a step back undoes a step that moved', () => {
    const keys = fc.constantFrom('ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight');
    const opposite: Record<string, string> = {
      ArrowUp: 'ArrowDown',
      ArrowDown: 'ArrowUp',
      ArrowLeft: 'ArrowRight',
      ArrowRight: 'ArrowLeft',
    };
    fc.assert(
      fc.property(anyDateKey, fc.nat({ max: 400 }), fc.nat({ max: 400 }), keys, (from, length, at, key) => {
        const bounds = { from, to: addDays(from, length) };
        const day = addDays(from, at % (length + 1));
        const next = stepHeatmapDay(key, day, bounds) as string;
        expect(next >= bounds.from && next <= bounds.to).toBe(true);
        if (next !== day) expect(stepHeatmapDay(opposite[key] as string, next, bounds)).toBe(day);
      }),
    );
  });
});
