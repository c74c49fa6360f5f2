import {
  isDailySchedule,
  normalizeSchedule,
  periodStart,
  type THabitSchedule,
  weekdayOfEpochDay,
} from './habit-schedule';

/**
 * What one habit-day counts as, on every surface (decision 0031): the tracker's header, analytics, the
 * coach's reviews, insights and dashboards all read their figures from judgeHabitDays.
 * - done: the target was met (a yes, or a count at or over its target);
 * - partial: something below the target was logged on a day that was asked for;
 * - missed: a past day that was asked for and not done;
 * - due: today or a day to come that is asked for and not done yet;
 * - open: a day of a "times in days" period that is not needed (yet): the period can still be met
 *   without it;
 * - met: the period's share is already done, so the day asks for nothing;
 * - rest: a weekday the habit is not scheduled on;
 * - paused: the habit's own pause or the account's vacation;
 * - before-start: before the habit's first day (its creation, or its first log when history was imported).
 */
export const habitDayVerdicts = [
  'done',
  'partial',
  'missed',
  'due',
  'open',
  'met',
  'rest',
  'paused',
  'before-start',
] as const;
export type THabitDayVerdict = (typeof habitDayVerdicts)[number];

/** How a day's log stands against the habit: its target met in full, some of it, or nothing logged. */
export type TDayAmount = 'met' | 'partial';

/** A habit's whole input to its verdicts; days are epoch days in the user's calendar. */
export type THabitHistory = {
  schedule: THabitSchedule;
  /** The first epoch day of the user's week (periodAnchor): "times in days" periods count from it. */
  anchor: number;
  /** The habit's first day: its creation date, or its first log when earlier. */
  startDay: number;
  isPaused: (day: number) => boolean;
  amountByDay: ReadonlyMap<number, TDayAmount>;
};

/** Whether a verdict counts in "expected" (the M of "N of M") and in "done" (the N). */
export function isExpected(verdict: THabitDayVerdict): boolean {
  return verdict === 'done' || verdict === 'partial' || verdict === 'missed' || verdict === 'due';
}

export type TDayTally = { done: number; expected: number };

/** The figure of any set of habit-days: done of expected. */
export function tallyVerdicts(verdicts: Iterable<THabitDayVerdict>): TDayTally {
  let done = 0;
  let expected = 0;
  for (const verdict of verdicts) {
    if (verdict === 'done') done += 1;
    if (isExpected(verdict)) expected += 1;
  }
  return { done, expected };
}

/** A day asked for and not done: partly done, missed (past) or still due (today or later). */
function notDoneVerdict(history: THabitHistory, day: number, today: number): THabitDayVerdict {
  if (history.amountByDay.get(day) === 'partial') return 'partial';
  return day < today ? 'missed' : 'due';
}

function judgeOneByOne(
  history: THabitHistory,
  day: number,
  today: number,
  weekdays: ReadonlySet<number> | null,
) {
  if (history.amountByDay.get(day) === 'met') return 'done';
  if (weekdays !== null && !weekdays.has(weekdayOfEpochDay(day))) return 'rest';
  return notDoneVerdict(history, day, today);
}

/**
 * The verdicts of one "times in days" period: its open days are the unpaused ones from the habit's first
 * day; it asks for ceil(times × open / days) of them (the streak's rule, decision 0021). Days done count
 * as expected; of the rest, the last ones the shortfall needs are expected (the period can no longer be
 * met without them), so a past period's days sum to max(done, needed) and 3 of 3 is 100%.
 */
function judgePeriod(history: THabitHistory, start: number, today: number): Map<number, THabitDayVerdict> {
  const { times, days } = history.schedule;
  const verdicts = new Map<number, THabitDayVerdict>();
  const notDone: number[] = [];
  let open = 0;
  let done = 0;
  for (let day = start; day < start + days; day += 1) {
    if (day < history.startDay) verdicts.set(day, 'before-start');
    else if (history.isPaused(day)) verdicts.set(day, 'paused');
    else {
      open += 1;
      if (history.amountByDay.get(day) === 'met') {
        done += 1;
        verdicts.set(day, 'done');
      } else notDone.push(day);
    }
  }
  const shortfall = Math.max(0, Math.ceil((times * open) / days) - done);
  notDone.forEach((day, index) => {
    const needed = index >= notDone.length - shortfall;
    verdicts.set(day, needed ? notDoneVerdict(history, day, today) : shortfall === 0 ? 'met' : 'open');
  });
  return verdicts;
}

/**
 * The verdict of each day from `from` to `to` (epoch days, both included), in order. `today` tells a
 * missed day (before it) from a due one. Days are judged alike whichever range asks for them: a
 * "times in days" period is always judged whole.
 */
export function judgeHabitDays(
  history: THabitHistory,
  from: number,
  to: number,
  today: number,
): THabitDayVerdict[] {
  const schedule = normalizeSchedule(history.schedule);
  const verdicts: THabitDayVerdict[] = [];
  const blocks = schedule.weekdays === null && !isDailySchedule(schedule);
  const weekdays =
    schedule.weekdays === null || isDailySchedule(schedule) ? null : new Set(schedule.weekdays);
  let period: Map<number, THabitDayVerdict> | null = null;
  let periodEnd = Number.NEGATIVE_INFINITY;
  for (let day = from; day <= to; day += 1) {
    if (day < history.startDay) verdicts.push('before-start');
    else if (history.isPaused(day)) verdicts.push('paused');
    else if (!blocks) verdicts.push(judgeOneByOne(history, day, today, weekdays));
    else {
      if (period === null || day >= periodEnd) {
        const start = periodStart(day, schedule.days, history.anchor);
        period = judgePeriod({ ...history, schedule }, start, today);
        periodEnd = start + schedule.days;
      }
      verdicts.push(period.get(day) ?? 'open');
    }
  }
  return verdicts;
}

/** One day's verdict. */
export function judgeHabitDay(history: THabitHistory, day: number, today: number): THabitDayVerdict {
  return judgeHabitDays(history, day, day, today)[0] ?? 'before-start';
}

/** The words a verdict is written with wherever a person reads one. */
export const verdictLabels: Record<THabitDayVerdict, string> = {
  done: 'Done',
  partial: 'Partly done',
  missed: 'Missed',
  due: 'Due',
  open: 'Open — not needed yet this period',
  met: 'Already met for its period',
  rest: 'Rest day',
  paused: 'Paused',
  'before-start': 'Before the habit began',
};
