import { addDays, diffDays } from '../../../domain/dates/date-key';
import { formatCalendarDate } from '../../../domain/dates/day-titles';
import { readWeekdayIndex } from '../../../domain/preferences/preference-options';
import { formatCount } from '../../../domain/text/format-count';
import type { TCoachContext } from '../coach-provider';
import { isPlainQuestion } from './classify-message-kind';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findHabit } from './find-rows';
import { bold, formatAmount, formatDay } from './write-reply';

/**
 * "how many pages did I read this week?", "how much water did i drink yesterday?", "did i run more last
 * week or this week", "when did i last go for a run?": one named habit's amount or days done in a
 * period, summed from the logs the tracker shows (the context's last 14 days).
 */

type THabit = TCoachContext['habits'][number];
export type TPeriod = { label: string; from: string; to: string };

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const asksAmount =
  /\b(?:how (?:many|much|often|long)|did i|have i|what did i|when did i last|last time i|more|less|fewer|better|worse)\b/;

/**
 * The first day of the user's week holding today, for any of the seven week starts the settings offer
 * (a Tuesday week was read as a Monday one here, and the coach's week was another than the tracker's).
 */
export function weekStart({ today, week_start: start }: TCoachContext): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((weekday - readWeekdayIndex(start) + 7) % 7));
}

/** The periods a question names, in the order it names them; this week when it names none. */
export function periodsOf(text: string, context: TCoachContext): TPeriod[] {
  const { today } = context;
  const thisWeek = weekStart(context);
  const found: [number, TPeriod][] = [];
  const add = (pattern: RegExp, period: TPeriod) => {
    const index = text.search(pattern);
    if (index >= 0) found.push([index, period]);
  };
  add(/\bthis week\b/, { label: 'this week', from: thisWeek, to: today });
  add(/\blast week\b/, { label: 'last week', from: addDays(thisWeek, -7), to: addDays(thisWeek, -1) });
  add(/\b(?:last|past) 7 days\b|\bpast week\b/, {
    label: 'in the last 7 days',
    from: addDays(today, -6),
    to: today,
  });
  add(/\byesterday\b/, { label: 'yesterday', from: addDays(today, -1), to: addDays(today, -1) });
  add(/\btoday\b/, { label: 'today', from: today, to: today });
  for (const [index, name] of weekdays.entries()) {
    const back = (new Date(`${today}T00:00:00Z`).getUTCDay() - index + 7) % 7;
    const date = addDays(today, -back);
    add(new RegExp(`\\bon ${name}\\b`), { label: formatDay(date, today), from: date, to: date });
  }
  if (found.length === 0) return [{ label: 'this week', from: thisWeek, to: today }];
  return found.sort((a, b) => a[0] - b[0]).map(([, period]) => period);
}

export function logsOf(context: TCoachContext, habit: THabit, period: TPeriod) {
  return context.recent_logs.filter(
    (log) => log.habit_id === habit.id && log.date >= period.from && log.date <= period.to,
  );
}

export function describePeriod(context: TCoachContext, habit: THabit, period: TPeriod): string {
  return `${period.label}: ${describeAmount(context, habit, period)}`;
}

/** "**100 pages**, reaching the target of 20 pages on 3 of 6 days", "done", "done 3 times (3 of 6 days)". */
export function describeAmount(context: TCoachContext, habit: THabit, period: TPeriod): string {
  const logs = logsOf(context, habit, period);
  const days = diffDays(period.to, period.from) + 1;
  const done = logs.filter((log) => log.is_complete).length;
  if (habit.type === 'number') {
    const total = logs.reduce((sum, log) => sum + (log.value_number ?? 0), 0);
    const target =
      habit.target === null
        ? ''
        : `, reaching the target of ${formatAmount(habit.target, habit.unit)} on ${done} of ${formatCount(days, 'day')}`;
    return `${bold(formatAmount(total, habit.unit))}${days > 1 ? target : ''}`;
  }
  if (days === 1) return done > 0 ? 'done' : 'not done';
  return `done ${formatCount(done, 'time')} (${done} of ${days} days)`;
}

function describeLastDone(context: TCoachContext, habit: THabit): string {
  const last = context.recent_logs
    .filter((log) => log.habit_id === habit.id && log.is_complete)
    .map((log) => log.date)
    .sort()
    .at(-1);
  if (last === undefined) return `${bold(habit.name)} has not been done in the last 14 days.`;
  const label = formatDay(last, context.today);
  // "yesterday (Dec 3, 2026)": a date a person reads is written by the one formatter (issue 35).
  return `You last did ${bold(habit.name)} ${label}${label.startsWith('on ') ? '' : ` (${formatCalendarDate(last)})`}, ${formatCount(diffDays(context.today, last), 'day')} ago.`;
}

/** The habit a question names, or counts in ("how many glasses…" is Drink water's). */
function namedHabit(text: string, context: TCoachContext): THabit | null {
  const named = findHabit(text, context)?.row;
  if (named) return named;
  const words = new Set(text.split(/[^a-z]+/));
  return context.habits.find((habit) => habit.unit !== null && words.has(habit.unit.toLowerCase())) ?? null;
}

/** "how many more runs do i need this week": what the habit's schedule still asks of the week. */
function describeStillNeeded(context: TCoachContext, habit: THabit): string | null {
  const schedule = habit.schedule;
  if (schedule?.days !== 7) return null;
  const done = logsOf(context, habit, periodsOf('this week', context)[0] as TPeriod).filter(
    (log) => log.is_complete,
  ).length;
  const left = Math.max(0, schedule.times - done);
  return `${bold(habit.name)} is ${formatCount(schedule.times, 'time')} a week and you have done it ${formatCount(done, 'time')} this week, so ${left === 0 ? 'none more are needed' : `${left} more to go`}.`;
}

export function answerHabitAmounts(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  // A goal's figures ("how many books are left for my reading goal?") are the goal's answer, not a habit's.
  if (request.guest || !isPlainQuestion(text) || /\bgoals?\b|\bbooks?\b/.test(text)) return null;
  const habit = namedHabit(text, context);
  if (habit === null) return null;
  if (
    /\btarget\b/.test(text) &&
    habit.target !== null &&
    !/\b(?:hit|reach|made|make|met|meet|get)\b/.test(text)
  )
    return {
      reply: `${bold(habit.name)}'s target is ${formatAmount(habit.target, habit.unit)} a day.`,
      action: null,
    };
  if (!asksAmount.test(text)) return null;
  if (/\b(?:when did i last|last time i)\b/.test(text))
    return { reply: describeLastDone(context, habit), action: null };
  const needed = /\bmore\b.*\b(?:need|to go|left)\b/.test(text) ? describeStillNeeded(context, habit) : null;
  if (needed !== null) return { reply: needed, action: null };
  const lines = periodsOf(text, context).map((period) => describePeriod(context, habit, period));
  const reply =
    lines.length === 1
      ? `${bold(habit.name)} ${lines[0]}.`
      : `${bold(habit.name)}:\n\n${lines.map((line) => `- ${line}`).join('\n')}`;
  return { reply, action: null };
}
