import { clsx } from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { formatPercent } from '@/domain/text/format-percent';
import type { TAnalyticsReportDto } from '../../lib/analytics-api';
import { formatRate, formatTrend, weekdayShortNames } from './analytics-format';

type THabitRow = TAnalyticsReportDto['habits'][number];
type TSortKey = 'name' | 'completionRate' | 'currentStreak' | 'bestStreak' | 'strength' | 'trend';

const columns: { key: TSortKey; label: string }[] = [
  { key: 'name', label: 'Habit' },
  { key: 'completionRate', label: 'Completion' },
  { key: 'currentStreak', label: 'Current streak' },
  { key: 'bestStreak', label: 'Best streak' },
  { key: 'strength', label: 'Strength' },
  { key: 'trend', label: 'Trend' },
];

function compareRows(key: TSortKey) {
  return (a: THabitRow, b: THabitRow) => {
    if (key === 'name') return a.name.localeCompare(b.name);
    // Rows without a value sort last in either direction's natural reading.
    return (a[key] ?? Number.NEGATIVE_INFINITY) - (b[key] ?? Number.NEGATIVE_INFINITY);
  };
}

/** Each habit's numbers; every column header sorts (click again to reverse). */
export function HabitTable({ habits }: { habits: THabitRow[] }) {
  const [sort, setSort] = useState<{ key: TSortKey; descending: boolean }>({
    key: 'completionRate',
    descending: true,
  });
  const rows = [...habits].sort(compareRows(sort.key));
  if (sort.descending) rows.reverse();
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[34rem] text-sm">
        <caption className="sr-only">Each habit in the period, sortable by any column</caption>
        <thead>
          <tr className="border-b border-line text-left text-ink-muted">
            {columns.map((column) => {
              const active = sort.key === column.key;
              const Icon = sort.descending ? ArrowDown : ArrowUp;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                  className={clsx('py-2 pr-3 font-medium', column.key !== 'name' && 'text-right')}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-sm hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
                    onClick={() =>
                      setSort({
                        key: column.key,
                        descending: active ? !sort.descending : column.key !== 'name',
                      })
                    }
                  >
                    {column.label}
                    {active && <Icon aria-hidden="true" className="size-3.5" />}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((habit) => (
            <tr key={habit.id} className="border-b border-line/60 last:border-0">
              <th scope="row" className="max-w-48 truncate py-2 pr-3 text-left font-medium">
                {habit.name}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatRate(habit.completionRate)}
                <span className="block text-xs text-ink-muted">
                  {habit.completed} of {habit.possible} days
                </span>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{habit.currentStreak} d</td>
              <td className="py-2 pr-3 text-right tabular-nums">{habit.bestStreak} d</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatPercent(habit.strength)}</td>
              <td
                className={clsx(
                  'py-2 text-right tabular-nums',
                  (habit.trend ?? 0) < 0 ? 'text-danger' : (habit.trend ?? 0) > 0 ? 'text-accent' : '',
                )}
              >
                {formatTrend(habit.trend)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Which days each habit slips: a real table, its cells shaded by the rate and labelled with it. */
export function WeekdayHeatmap({ report }: { report: TAnalyticsReportDto }) {
  const order = report.weekdays.map((day) => day.weekday);
  const rows = [{ id: 'all', name: 'All habits', weekdays: report.weekdays }, ...report.habits];
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[26rem] border-separate border-spacing-1 text-xs">
        <caption className="sr-only">Completion rate by weekday and habit</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left font-medium text-ink-muted">
              Habit
            </th>
            {order.map((weekday) => (
              <th key={weekday} scope="col" className="font-medium text-ink-muted">
                {weekdayShortNames[weekday]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="max-w-36 truncate pr-2 text-left font-medium">
                {row.name}
              </th>
              {row.weekdays.map((day) => (
                <td
                  key={day.weekday}
                  className="h-8 min-w-9 rounded-md text-center tabular-nums"
                  style={{
                    background:
                      day.rate === null
                        ? 'var(--surface-muted)'
                        : `color-mix(in oklab, var(--accent) ${Math.round(day.rate * 55)}%, var(--surface))`,
                  }}
                >
                  {day.rate === null ? '–' : Math.round(day.rate * 100)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The words behind a chart, for screen readers: one row per point. */
export function ChartTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
