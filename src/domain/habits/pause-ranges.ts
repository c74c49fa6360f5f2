import { addDays, isDateKey, toEpochDay } from '../dates/date-key';
import { formatWeekdayShortDate } from '../dates/day-titles';

/**
 * A pause (decision 0021): from `start` to `end` inclusive, or from `start` until resumed (end null).
 * A habit's own pauses and the account's vacation both pause it; paused days count neither for nor
 * against its streak and strength (Loop's skip).
 */
export type TPauseRange = { start: string; end: string | null };

export const pauseMessages = {
  format: 'Pause must be { start, end } with dates as YYYY-MM-DD, or null to resume',
  start: 'Pause start must be a date (YYYY-MM-DD)',
  end: 'Pause end must be a date (YYYY-MM-DD) on or after its start, or null until resumed',
} as const;

/** The requested pause: a range (start defaults to today), or null to resume. */
export type TPauseChange = { start: string | null; end: string | null } | null;

/** Reads { start, end } (also `from`, `until`), "until resumed" as a missing or null end; null resumes. */
export function readPauseChange(
  input: unknown,
): { ok: true; change: TPauseChange } | { ok: false; error: string } {
  if (input === null || input === false) return { ok: true, change: null };
  if (input === true) return { ok: true, change: { start: null, end: null } };
  if (typeof input !== 'object' || Array.isArray(input)) return { ok: false, error: pauseMessages.format };
  const fields = input as Record<string, unknown>;
  const start = fields.start ?? fields.from ?? null;
  const end = fields.end ?? fields.until ?? null;
  if (start !== null && !isDateKey(start)) return { ok: false, error: pauseMessages.start };
  if (end !== null && (!isDateKey(end) || (start !== null && end < start))) {
    return { ok: false, error: pauseMessages.end };
  }
  return { ok: true, change: { start, end } };
}

/**
 * The ranges after a change, as of `today`. A new pause (starting today when no start is given) replaces
 * what it overlaps from its start on; resuming ends the pause that holds today (yesterday was its last
 * day) and drops those still to come. Pauses that are over stay: they are the habit's history.
 */
export function applyPauseChange(
  ranges: readonly TPauseRange[],
  change: TPauseChange,
  today: string,
): TPauseRange[] {
  const from = change === null ? today : (change.start ?? today);
  const kept = ranges.flatMap((range): TPauseRange[] => {
    if (range.start >= from) return [];
    if (range.end !== null && range.end < from) return [range];
    return [{ start: range.start, end: addDays(from, -1) }];
  });
  if (change === null) return kept;
  if (change.end !== null && change.end < from) return kept;
  return [...kept, { start: from, end: change.end }].sort((a, b) => a.start.localeCompare(b.start));
}

/** The pause that holds `day`, or the next one to come: what the habit's menu shows. */
export function findCurrentPause(ranges: readonly TPauseRange[], day: string): TPauseRange | null {
  const upcoming = ranges
    .filter((range) => range.end === null || range.end >= day)
    .sort((a, b) => a.start.localeCompare(b.start));
  return upcoming[0] ?? null;
}

export function isPausedOn(ranges: readonly TPauseRange[], day: string): boolean {
  return ranges.some((range) => range.start <= day && (range.end === null || range.end >= day));
}

/** A fast "is this epoch day paused" for the stats over years of days. */
export function buildIsPaused(ranges: readonly TPauseRange[]): (day: number) => boolean {
  const spans = ranges
    .filter((range) => isDateKey(range.start))
    .map(
      (range) =>
        [
          toEpochDay(range.start),
          range.end === null ? Number.POSITIVE_INFINITY : toEpochDay(range.end),
        ] as const,
    );
  if (spans.length === 0) return () => false;
  return (day) => spans.some(([start, end]) => day >= start && day <= end);
}

/** "Mon 16 Mar": a day as the tracker writes it beside a pause. */
export function formatPauseDay(key: string): string {
  return formatWeekdayShortDate(key);
}

/**
 * How a pause ends, said by the first day that counts again: "back on Mon 16 Mar" (its end is Sun 15),
 * as the pause dialog asks for it and as people say it ("until Monday"); or "until you resume". Said by
 * its last day instead, "until Sun 15 Mar" read as a day off to someone who had said Monday.
 */
export function describePauseEnd({ end }: TPauseRange): string {
  return end === null ? 'until you resume' : `back on ${formatPauseDay(addDays(end, 1))}`;
}

/** "Paused, back on Mon 16 Mar", "Paused until you resume", "Pause from Fri 7 Mar, back on Mon 16 Mar". */
export function describePause(range: TPauseRange, today: string): string {
  const from = range.start > today ? `Pause from ${formatPauseDay(range.start)}` : 'Paused';
  return `${from}${range.end === null ? ' ' : ', '}${describePauseEnd(range)}`;
}
