import { addDays, diffDays } from '../../../domain/dates/date-key';
import { formatPercent } from '../../../domain/text/format-percent';
import type { TCoachContext } from '../coach-provider';
import { guestDataReply } from './answer-data-question';
import { weekStart } from './answer-habit-amounts';
import { asksForFigures } from './asks-for-figures';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findHabit } from './find-rows';
import { tallyContextDays } from './tally-context-days';
import { bold, formatDay } from './write-reply';

/**
 * "how am I doing this week?", "give me a quick summary of this week", "was I better last week or this
 * week?", "compare this week with last week": the week's habit-days by the user's week start, in the
 * figures the tracker's header and analytics show for the same days (decision 0031, issue 35): "X of Y"
 * done and the same percentage. A question naming one habit is that habit's answer (answer-habit-amounts).
 */

type TWeek = { label: string; from: string; to: string };
type TWeekFigures = {
  done: number;
  expected: number;
  habits: { name: string; done: number; expected: number }[];
};

const asksComparison =
  /\b(?:last|previous|past) week\b.*\b(?:better|worse|compare|compared|vs|versus|than|or)\b|\b(?:better|worse|compare|comparison|compared)\b.*\b(?:last|previous) week\b/;
// "can my week start on a saturday?" asks for a setting; "how many …" is one count, answered elsewhere.
const asksReview =
  /^(?!.*\bweeks? (?:\w+ )?(?:start|begin)s?\b)(?!.*\bhow (?:many|much|often)\b).*(?:\bthis week\b|\bmy week\b|\bthe week\b|\bweekly (?:summary|review|recap)\b)/;

function weekFigures(context: TCoachContext, week: TWeek): TWeekFigures {
  const { tally, habits } = tallyContextDays(context, week.from, week.to);
  const rows = habits.map((habit, index) => ({
    name: habit.name,
    ...(tally.habits[index] ?? { done: 0, expected: 0 }),
  }));
  return {
    done: rows.reduce((sum, row) => sum + row.done, 0),
    expected: rows.reduce((sum, row) => sum + row.expected, 0),
    habits: rows.filter((row) => row.expected > 0),
  };
}

function figure({ done, expected }: { done: number; expected: number }): string {
  return `${done} of ${expected} habit-days done (${formatPercent(expected > 0 ? done / expected : 0)})`;
}

function thisWeek(context: TCoachContext): TWeek {
  const from = weekStart(context);
  const days = diffDays(context.today, from) + 1;
  const since = formatDay(from, context.today).replace(/^on /, '');
  return {
    label: `This week so far (${days} ${days === 1 ? 'day' : 'days'} since ${since})`,
    from,
    to: context.today,
  };
}

function lastWeek(context: TCoachContext): TWeek {
  const to = addDays(weekStart(context), -1);
  const from = addDays(to, -6);
  const name = (day: string) => formatDay(day, context.today).replace(/^on /, '');
  return { label: `Last week (${name(from)} to ${name(to)})`, from, to };
}

/** The week so far, each habit's "X of Y" and the one that needs it most. */
function describeThisWeek(context: TCoachContext): string {
  const week = thisWeek(context);
  const figures = weekFigures(context, week);
  if (figures.expected === 0)
    return `${week.label}: nothing was asked of your habits yet (rest days, pauses or habits that begin later).`;
  const lines = figures.habits.map((row) => `- ${bold(row.name)}: ${row.done} of ${row.expected}`);
  const weakest = figures.habits
    .filter((row) => row.done < row.expected)
    .sort((a, b) => a.done / a.expected - b.done / b.expected)[0];
  const note = weakest
    ? `\n\n${bold(weakest.name)} needs you most (${weakest.done} of ${weakest.expected}).`
    : '';
  return `${week.label}: ${figure(figures)}.\n\n${lines.join('\n')}${note}`;
}

/** Both weeks' figures, which is better by its share of habit-days done, and each habit's two figures. */
function describeComparison(context: TCoachContext): string {
  const now = thisWeek(context);
  const before = lastWeek(context);
  const [current, previous] = [weekFigures(context, now), weekFigures(context, before)];
  const rate = (week: TWeekFigures) => (week.expected > 0 ? week.done / week.expected : 0);
  const difference = Math.round((rate(current) - rate(previous)) * 100);
  const verdict =
    difference === 0
      ? 'The two weeks are level so far.'
      : `This week is ${difference > 0 ? 'better' : 'behind'} so far, by ${Math.abs(difference)} points.`;
  const lines = current.habits.map((row) => {
    const old = previous.habits.find((each) => each.name === row.name);
    return `- ${bold(row.name)}: ${row.done} of ${row.expected} this week, ${old ? `${old.done} of ${old.expected}` : 'not due'} last week`;
  });
  return `${now.label}: ${figure(current)}.\n${before.label}: ${figure(previous)}.\n\n${verdict}\n\n${lines.join('\n')}`;
}

export function answerWeekReview(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!asksForFigures(text)) return null;
  if (findHabit(text, context) !== null) return null;
  const comparison = asksComparison.test(text);
  if (!comparison && !asksReview.test(text)) return null;
  if (request.guest || !context.signed_in) return { reply: guestDataReply, action: null };
  if (context.habits.every((habit) => !habit.active))
    return { reply: 'You have no habits yet, so there is nothing to count this week.', action: null };
  return { reply: comparison ? describeComparison(context) : describeThisWeek(context), action: null };
}
