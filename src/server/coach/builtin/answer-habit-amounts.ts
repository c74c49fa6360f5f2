import { addDays, diffDays } from '../../../domain/dates/date-key';
import { formatCalendarDate } from '../../../domain/dates/day-titles';
import { type THabitDayVerdict, verdictLabels } from '../../../domain/habits/habit-day-verdict';
import { dailySchedule, describeSchedule, isDailySchedule } from '../../../domain/habits/habit-schedule';
import { readWeekdayIndex } from '../../../domain/preferences/preference-options';
import { formatCount } from '../../../domain/text/format-count';
import type { TCoachContext } from '../coach-provider';
import { describeHabitFact } from './answer-habit-facts';
import { asksForFigures } from './asks-for-figures';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit } from './find-rows';
import { findDateRange, type TDateRange } from './read-date-ranges';
import { findDate, monthPattern } from './read-dates';
import { namesARunOfDays } from './streak-wording';
import { tallyContextDays } from './tally-context-days';
import { bold, formatAmount, formatDay } from './write-reply';

/**
 * "how many pages did I read this week?", "how much water did i drink yesterday?", "did i run more last
 * week or this week", "when did i last go for a run?": one named habit's amount or days done in a
 * period, summed from the logs the tracker shows (the context's last 14 days).
 */

type THabit = TCoachContext['habits'][number];
export type TPeriod = { label: string; from: string; to: string };

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
// "where am i at with reading today", "what was the last day i did it": an amount or a day asked too.
// "when was my last run", "last journal entry date": the latest day done, asked of the habit.
const asksLastDay =
  /\b(?:when did i last|last (?:time|day|date) (?:that )?i|(?:what|which) (?:date|day) did i last|when was (?:my|the) (?:last|latest|most recent)|(?:last|latest|most recent) (?:[a-z]+ ){1,2}(?:date|day)|(?:date|day) of (?:my |the )?(?:last|latest|most recent))\b/;
// "wheres my water count at", "how far did i get", "compared with last week": an amount asked too.
const asksAmount =
  /\b(?:how (?:many|much|often|long|far|consistent|regular(?:ly)?)|did i|have i|what did i|where am i|where(?:'s| is|s) my|when did i last|last (?:time|day|date) (?:that )?i|more|less|fewer|better|worse|tally|number of|consistency|compared?|vs|versus)\b|\bcount(?=\s*(?:$|\?|this|last|so far|since|today|yesterday|at|for|on)\b)/;

/**
 * The first day of the user's week holding today, for any of the seven week starts the settings offer
 * (a Tuesday week was read as a Monday one here, and the coach's week was another than the tracker's).
 */
export function weekStart({ today, week_start: start }: TCoachContext): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((weekday - readWeekdayIndex(start) + 7) % 7));
}

const thisWeekWords =
  /\bthis week\b|\b(?:since|from) the (?:start|beginning) of (?:the|this) week\b|\bthe week so far\b|\bsince the week (?:started|began)\b/;

/** The periods a question names, in the order it names them; this week when it names none. */
export function periodsOf(said: string, context: TCoachContext): TPeriod[] {
  const { today } = context;
  const thisWeek = weekStart(context);
  const found: [number, TPeriod][] = [];
  // "since monday", "monday to today": the days from then to today, in place of the day alone.
  const range = sinceWeekday.exec(said);
  const sinceBlanked = range ? said.replace(range[0], ' '.repeat(range[0].length)) : said;
  if (range) {
    const from = lastWeekday(today, weekdays.indexOf(range[1] ?? range[2] ?? ''));
    found.push([
      range.index,
      { label: `since ${formatDay(from, today).replace(/^on /, '')}`, from, to: today },
    ]);
  }
  // "16th-22nd", "mon-sat": a span of days, in place of its two ends read as single days.
  const span = findDateRange(sinceBlanked, today);
  const text = span ? sinceBlanked.replace(span.phrase, ' '.repeat(span.phrase.length)) : sinceBlanked;
  if (span) found.push([sinceBlanked.indexOf(span.phrase), spanPeriod(span, today)]);
  const add = (pattern: RegExp, period: TPeriod) => {
    const index = text.search(pattern);
    if (index >= 0) found.push([index, period]);
  };
  // "since the start of the week", "the week so far": this week, however it is put.
  add(thisWeekWords, { label: 'this week', from: thisWeek, to: today });
  add(/\blast week\b/, { label: 'last week', from: addDays(thisWeek, -7), to: addDays(thisWeek, -1) });
  add(/\b(?:last|past|previous|prior|preceding) 7 days\b|\bpast week\b/, {
    label: 'in the last 7 days',
    from: addDays(today, -6),
    to: today,
  });
  add(/\byesterday(?:'?s)?\b/, { label: 'yesterday', from: addDays(today, -1), to: addDays(today, -1) });
  add(/\btoday\b/, { label: 'today', from: today, to: today });
  for (const [index, name] of weekdays.entries()) {
    const date = lastWeekday(today, index);
    // "on monday", "monday pages?", "thursday's logs": a weekday in a question about figures is gone by.
    add(new RegExp(`\\b(?<!(?:next|every|each) )${name}(?:'?s)?\\b`), {
      label: formatDay(date, today),
      from: date,
      to: date,
    });
  }
  // "on the 26th", "november 26": a day of the month gone by, named by its date.
  const dated = findDate(text, today, 'past');
  if (dated && dated.date <= today && dayOfMonth.test(dated.phrase))
    found.push([text.indexOf(dated.phrase), dayOrItsWeek(text, dated, context)]);
  if (found.length === 0) return [{ label: 'this week', from: thisWeek, to: today }];
  // "on monday the 23rd" names one day twice: each span is answered once.
  const spans = found.sort((a, b) => a[0] - b[0]).map(([, period]) => period);
  return spans.filter(
    (period, index) =>
      spans.findIndex((other) => other.from === period.from && other.to === period.to) === index,
  );
}

function spanPeriod({ from, to }: TDateRange, today: string): TPeriod {
  const day = (date: string) => formatDay(date, today).replace(/^on /, '');
  return { label: `from ${day(from)} to ${day(to)}`, from, to };
}

/** "on the 16th" is that day; "in the week of the 16th" the user's week that holds it, up to today. */
function dayOrItsWeek(
  text: string,
  dated: { date: string; phrase: string },
  context: TCoachContext,
): TPeriod {
  const { today } = context;
  const before = text.slice(0, text.indexOf(dated.phrase));
  if (!/\bweek (?:of|starting|beginning|from) (?:the |on )?$/.test(before))
    return { label: formatDay(dated.date, today), from: dated.date, to: dated.date };
  const from = weekStart({ ...context, today: dated.date });
  const to = addDays(from, 6) < today ? addDays(from, 6) : today;
  return { label: `in the week of ${formatDay(from, today).replace(/^on /, '')}`, from, to };
}

// A date found by findDate that names its day of the month ("the 26th", "november 26"), not only a weekday.
const dayOfMonth = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)\\b|\\b${monthPattern}\\.? \\d{1,2}\\b`);
const weekdayPattern = `(${weekdays.join('|')})`;
const sinceWeekday = new RegExp(
  `\\b(?:since|from) ${weekdayPattern}\\b|\\b${weekdayPattern} (?:to|till|until|through|thru) (?:today|now)\\b`,
);

/** The latest day with that weekday, today included. */
function lastWeekday(today: string, index: number): string {
  return addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() - index + 7) % 7));
}

export function logsOf(context: TCoachContext, habit: THabit, period: TPeriod) {
  return context.recent_logs.filter(
    (log) => log.habit_id === habit.id && log.date >= period.from && log.date <= period.to,
  );
}

export function describePeriod(context: TCoachContext, habit: THabit, period: TPeriod): string {
  return `${period.label}: ${describeAmount(context, habit, period)}`;
}

/** The habit's verdicts over the period and their sum, as the tracker and analytics judge them. */
function verdictsOf(context: TCoachContext, habit: THabit, period: TPeriod) {
  const { tally, habits } = tallyContextDays(context, period.from, period.to);
  const index = habits.findIndex((row) => row.id === habit.id);
  return { sum: tally.habits[index] ?? { done: 0, expected: 0 }, verdicts: tally.verdicts[index] ?? [] };
}

/** One day's verdict in words, after the amount logged: "done", "short of the target of 8 glasses". */
function describeVerdict(habit: THabit, verdict: THabitDayVerdict | undefined): string {
  const target = habit.target === null ? '' : formatAmount(habit.target, habit.unit);
  switch (verdict) {
    case 'done':
      return target ? `the target of ${target} met` : 'done';
    case 'partial':
      return `short of the target of ${target}`;
    case 'due':
      return target ? `the target of ${target} not met yet` : 'not done yet';
    case 'missed':
      return target ? `the target of ${target} not met` : 'not done';
    case 'paused':
      return 'paused';
    default:
      return `${target ? 'nothing needed' : 'not done'} (${verdictLabels[verdict ?? 'before-start'].toLowerCase()})`;
  }
}

/**
 * "**100 pages**, reaching the target of 20 pages on 3 of 6 days", "done", "done on 2 of 2 days
 * expected (3 times a week)": the amount logged and the tracker's done-of-expected for the period.
 */
export function describeAmount(context: TCoachContext, habit: THabit, period: TPeriod): string {
  const logs = logsOf(context, habit, period);
  const { sum, verdicts } = verdictsOf(context, habit, period);
  const oneDay = period.from === period.to;
  const total = logs.reduce((sum, log) => sum + (log.value_number ?? 0), 0);
  const amount = habit.type === 'number' ? `${bold(formatAmount(total, habit.unit))}, ` : '';
  if (oneDay) {
    const verdict = describeVerdict(habit, verdicts[0]);
    return habit.type === 'number' ? `${amount}${verdict}` : verdict;
  }
  const schedule = habit.schedule ?? dailySchedule;
  const asked = isDailySchedule(schedule) ? '' : `, ${describeSchedule(schedule)}`;
  const figure = `${sum.done} of ${formatCount(sum.expected, 'day')} expected${asked}`;
  if (habit.type === 'number' && habit.target !== null)
    return `${amount}reaching the target of ${formatAmount(habit.target, habit.unit)} on ${figure}`;
  if (habit.type === 'number') return bold(formatAmount(total, habit.unit));
  return `done ${formatCount(sum.done, 'time')} (${figure})`;
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
  // "my top page day": the unit said in the singular counts too.
  const counts = (unit: string) =>
    [unit, unit.replace(/s$/, ''), unit.replace(/es$/, '')].some((w) => words.has(w));
  return context.habits.find((habit) => habit.unit !== null && counts(habit.unit.toLowerCase())) ?? null;
}

/** "how many more runs do i need this week": what the habit's schedule still asks of the week. */
function describeStillNeeded(context: TCoachContext, habit: THabit): string | null {
  const schedule = habit.schedule;
  if (schedule?.days !== 7 || schedule.weekdays !== null) return null;
  const done = logsOf(context, habit, periodsOf('this week', context)[0] as TPeriod).filter(
    (log) => log.is_complete,
  ).length;
  const left = Math.max(0, schedule.times - done);
  return `${bold(habit.name)} is ${formatCount(schedule.times, 'time')} a week and you have done it ${formatCount(done, 'time')} this week, so ${left === 0 ? 'none more are needed' : `${left} more to go`}.`;
}

/** "whats my best day for reading this week", "my average pages per day": a number habit's days compared. */
function describeDays(text: string, context: TCoachContext, habit: THabit): string | null {
  if (habit.type !== 'number') return null;
  const [period] = periodsOf(text, context);
  if (period === undefined) return null;
  const logs = logsOf(context, habit, period).filter((log) => (log.value_number ?? 0) > 0);
  // "my best reading day", "top day for pages": the habit or its unit may stand between.
  if (/\b(?:best|biggest|top|highest|most) (?:[a-z]+ )?day\b/.test(text)) {
    const best = [...logs].sort((a, b) => (b.value_number ?? 0) - (a.value_number ?? 0))[0];
    if (best === undefined) return `${bold(habit.name)}: nothing logged ${period.label}.`;
    const day = formatDay(best.date, context.today).replace(/^on /, '');
    return `${bold(habit.name)}'s best day ${period.label} was ${day}: ${bold(formatAmount(best.value_number ?? 0, habit.unit))}.`;
  }
  if (!/\b(?:average|avg|on average|per day|a day on)\b/.test(text)) return null;
  const days = diffDays(period.to, period.from) + 1;
  const total = logs.reduce((sum, log) => sum + (log.value_number ?? 0), 0);
  const mean = Math.round((total / days) * 10) / 10;
  return `${bold(habit.name)} ${period.label}: ${formatAmount(total, habit.unit)} over ${formatCount(days, 'day')}, ${bold(`${formatAmount(mean, habit.unit)} a day`)} on average.`;
}

const underTarget = /\b(?:under|below|short of|miss(?:ed)?|not (?:meet|reach|hit|make))\b/;
const atTarget = /\b(?:reach(?:ed)?|hit|met|meet|made|over|above)\b/;

/** "how many days this week was i under my water target", "on how many days did i reach 20": days counted by verdict. */
function countDaysAgainstTarget(text: string, context: TCoachContext, habit: THabit): string | null {
  if (
    habit.type !== 'number' ||
    habit.target === null ||
    !/\b(?:how many|number of|count of|count(?: up)?(?: the| all(?: the)?)?) days\b/.test(text)
  )
    return null;
  const under = underTarget.test(text);
  if (!under && !atTarget.test(text)) return null;
  const [period] = periodsOf(text, context);
  if (period === undefined) return null;
  const { verdicts } = verdictsOf(context, habit, period);
  const days = verdicts.filter((verdict) =>
    under ? verdict === 'partial' || verdict === 'missed' : verdict === 'done',
  ).length;
  const target = formatAmount(habit.target, habit.unit);
  return `${bold(habit.name)} ${period.label}: ${formatCount(days, 'day')} ${under ? 'under' : 'at or over'} the target of ${target}.`;
}

const namesPeriod =
  /\b(?:this week|last week|past week|last 7 days|yesterday(?:'?s)?|today|since \w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:'?s)?)\b/;
const countedWord = /\b(?:total|days|sessions|times|entries|logs)\b/;
// "whats left", "how many runs left": what is left of the week asks what is still needed, "more" or not.
const asksStillNeeded =
  /\b(?:what'?s|whats|what is|how many(?: \w+){0,2}) (?:left|remaining|to go)\b|\b(?:more|still)\b.*\b(?:need(?:ed)?|owed?|owing|due|to go|left|to hit|to reach|to meet|to make)\b|\benough\b|\b(?:supposed|meant) to\b|\b(?:gap|short of|behind|remaining)\b/;

function describeHabitAmounts(text: string, context: TCoachContext, habit: THabit): string | null {
  const needed = asksStillNeeded.test(text) ? describeStillNeeded(context, habit) : null;
  if (needed !== null) return needed;
  if (asksLastDay.test(text)) return describeLastDone(context, habit);
  const counted = countDaysAgainstTarget(text, context, habit);
  if (counted !== null) return counted;
  const fact = describeHabitFact(text, context, habit);
  if (fact !== null) return fact;
  const compared = describeDays(text, context, habit);
  if (compared !== null) return compared;
  const unit = habit.unit !== null && new RegExp(`\\b${habit.unit.toLowerCase()}\\b`).test(text);
  // "yesterdays reading?", "monday pages?": a habit and a day said alone ask for its amount; "meditation
  // days between the 16th and 22nd": days, sessions or a total counted in a period ask for it too.
  const short = text.split(/\s+/).length <= 4;
  const period = namesPeriod.test(text) || findDateRange(text, context.today) !== null;
  if (!asksAmount.test(text) && !(period && (unit || short || countedWord.test(text)))) return null;
  const lines = comparedPeriods(text, context).map((period) => describePeriod(context, habit, period));
  return lines.length === 1
    ? `${bold(habit.name)} ${lines[0]}.`
    : `${bold(habit.name)}:\n\n${lines.map((line) => `- ${line}`).join('\n')}`;
}

const comparison =
  /\b(?:more|less|fewer|better|worse|up|down)\b.*\b(?:than|compared?|vs|versus)\b|\bcompared? (?:to|with)\b/;

/** "am i reading more or less than last week": the period named and, to compare it with, this week. */
function comparedPeriods(text: string, context: TCoachContext): TPeriod[] {
  const periods = periodsOf(text, context);
  const [only] = periods;
  if (!comparison.test(text) || periods.length !== 1 || only === undefined || only.to === context.today)
    return periods;
  return [...periodsOf('this week', context), only];
}

/**
 * "how much water should i drink a day?", "how many steps is healthy": advice in general, asked with no
 * period and nothing of the user's named, is no question about their logs (issue 36): it goes to the lessons.
 */
const asksGeneralAdvice =
  /\b(?:should (?:i|you|one|people|a person)|ought to|is (?:it )?(?:healthy|normal|recommended))\b/;

// "is headspace or calm better for meditating": two things compared for a habit, no period of it.
const comparesThings = /\b\w+ or \w+ (?:is )?(?:better|best|worse)\b|\b(?:better|best) for \w+ing\b/;

function asksAdviceNotFigures(text: string): boolean {
  if (comparesThings.test(text) && !namesPeriod.test(text)) return true;
  return (
    asksGeneralAdvice.test(text) &&
    !namesPeriod.test(text) &&
    !/\bmy\b/.test(text) &&
    !asksStillNeeded.test(text)
  );
}

function namesGoalRather(text: string, context: TCoachContext): boolean {
  const goal = findGoal(text, context);
  const habit = findHabit(text, context);
  if (goal === null) return false;
  return habit === null || (goal.share >= habit.share && goal.row.name.length > habit.row.name.length);
}

/**
 * "whats the water goal per day", "pages per day i'm aiming for on read": a habit's daily goal or aim is
 * its target, whatever word says it (a goal of the Goals page is named with "goal" alone).
 */
const targetWords =
  /\b(?:(?:daily|per day|a day) (?:\w+ )?(?:goal|aim)|(?:goal|aim) (?:per|a|each|for the) day|(?:i'?m |i am |am i )?(?:aiming|shooting) for|(?:i )?aim for)\b/g;

/** "how far did i get in my book yesterday, in pages": a figure asked in a habit's unit is the habit's. */
function asksInHabitUnit(text: string, context: TCoachContext): boolean {
  const unit = /\bin (\w+)[?.!]*$/.exec(text)?.[1];
  return unit !== undefined && context.habits.some((habit) => habit.unit?.toLowerCase() === unit);
}

/**
 * "have i hit my water goal today": a habit's name before "goal", when no goal of the user's is named, is
 * the habit's daily target (a goal of the Goals page is named by its own name: "my reading goal").
 */
function habitGoalAsTarget(text: string, context: TCoachContext): string {
  if (findGoal(text, context) !== null) return text;
  return text.replace(/\b([a-z]+) goal\b/g, (said, word: string) =>
    findHabit(word, context) === null ? said : `${word} target`,
  );
}

export function answerHabitAmounts(request: TCoachRequest): TCoachAnswer | null {
  const { context } = request;
  // "how do i set a daily goal for water" asks how, and is left to the lessons.
  const howTo = /\bhow (?:do|can|should|would) i\b|\b(?:set|change|raise|lower)\b/.test(request.text);
  const text = howTo ? request.text : habitGoalAsTarget(request.text.replace(targetWords, 'target'), context);
  // A goal's figures ("how many books are left for my reading goal?") are the goal's answer, not a
  // habit's; a streak ("how long is my run streak") is the streaks' answer.
  if (
    request.guest ||
    !asksForFigures(text) ||
    asksAdviceNotFigures(text) ||
    ((/\bgoals?\b|\bbooks?\b|\bstreaks?\b/.test(text) || namesARunOfDays.test(text)) &&
      !asksInHabitUnit(text, context))
  )
    return null;
  const habit = namedHabit(text, context);
  // "when do i have to run the marathon by": the goal's whole name outweighs the habit inside it.
  if (habit !== null && namesGoalRather(text, context) && !asksInHabitUnit(text, context)) return null;
  const reply = habit === null ? null : describeHabitAmounts(text, context, habit);
  return reply === null ? null : { reply, action: null };
}
