import { readComparableWeekdays } from '../../../domain/analytics/build-insight-cards';
import { minimumWeekdaySampleDays } from '../../../domain/analytics/metric-definitions';
import { addDays } from '../../../domain/dates/date-key';
import { streakUnitOf } from '../../../domain/habits/habit-day-state';
import { dailySchedule, periodAnchor } from '../../../domain/habits/habit-schedule';
import { computeScheduledStreaks, noPause } from '../../../domain/habits/scheduled-stats';
import { formatCount } from '../../../domain/text/format-count';
import { formatPercent } from '../../../domain/text/format-percent';
import {
  describeDeadline,
  describeGoalProgress,
  describeHowItGoes,
  describeStrength,
} from './answer-progress-question';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit } from './find-rows';
import { normalizeMessage } from './normalize-message';
import { namesARunOfDays } from './streak-wording';
import { reviewWindowDays, summarizeHabits } from './summarize-habits';
import { tallyContextDays } from './tally-context-days';
import { bold } from './write-reply';

/**
 * Questions about how the user is doing, answered with figures from their own logs: streaks, the
 * habit skipped most, this week so far, the best weekday, when a goal is due. Guests have no data,
 * so they are told so and invited to sign in.
 */

type TTopic = {
  pattern: RegExp;
  answer: (request: TCoachRequest) => string | TCoachAnswer | null;
  /** Answered from the figures of the whole history (habit stats, goal progress), loaded only then. */
  figures?: true;
};

/** What a guest asking about their own figures is told: there is no account to read them from. */
export const guestDataReply =
  "You're trying the coach as a guest, so there's no history of yours to look at yet. Sign in and I'll answer from your own habits and goals.";

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const streakWords =
  /\b(?:best|longest|current|biggest|top|my|what(?:'s| is| are)? (?:my|the))\s+(?:[a-z]+ )?streaks?\b|\bthe (?!streak)[a-z]+ streaks?\b|\bstreaks?\b[^.!]*\?$/;
const topics: TTopic[] = [
  // A question about the user's streaks, not any text that mentions one (today's insights card's
  // prompt quotes "a 5-day streak ends tonight" and asks for a focus); "my meditation streak" names one.
  {
    pattern: new RegExp(`${streakWords.source}|${namesARunOfDays.source}`),
    answer: describeStreaks,
    figures: true,
  },
  {
    pattern: /\b(?:skip|miss|neglect)\w*\b.*\b(?:most|often)\b|\bworst habit\b/,
    answer: describeMostSkipped,
  },
  // One habit or goal by name: "how am I doing with water?", "how's meditation going?".
  {
    pattern:
      /\bhow (?:am i|i am|im|are we) (?:doing|getting on|going) (?:with|on|at)\b|\bhow(?:'s| is) (?!(?:my|the|this) (?:week|day|month)\b)[\w ]+ going\b/,
    answer: describeHowItGoes,
    figures: true,
  },
  // About a goal only when one is named or "goal" is said: "how's my week going?" is the week's review.
  {
    pattern:
      /\b(?:how (?:far|close|near)|on track|progress (?:on|towards?|with|of|for)|how(?:'s| is| are) (?:my|the)\b(?!.*\b(?:week|day|today|month)\b).*\bgoing)\b/,
    answer: describeGoalProgress,
    figures: true,
  },
  {
    pattern: /\b(?:weekday|day of the week|which day|what day|(?:best|worst|strongest|weakest) day)\b/,
    answer: describeBestWeekday,
  },
  // After the weekdays: "which day am I strongest?" is about days.
  { pattern: /\b(?:strength|how strong|strongest|weakest)\b/, answer: describeStrength, figures: true },
  { pattern: /^when\b/, answer: describeGoalDue },
];

function completedDates(request: TCoachRequest, habitId: string): string[] {
  const { recent_logs: logs, today } = request.context;
  return logs
    .filter((log) => log.habit_id === habitId && log.is_complete && log.date <= today)
    .map((log) => log.date);
}

/** A habit's streaks: its whole history's when the context has them, else the last 14 days'. */
function streaksOf(request: TCoachRequest, habit: TCoachRequest['context']['habits'][number]) {
  if (habit.stats) return { best: habit.stats.best_streak, current: habit.stats.current_streak };
  return computeScheduledStreaks(completedDates(request, habit.id), request.context.today, {
    schedule: habit.schedule ?? dailySchedule,
    anchor: periodAnchor(request.context.week_start),
    isPaused: noPause,
  });
}

/** "what's my current meditate streak?": the named habit's streaks, else the best of all. */
function describeStreaks(request: TCoachRequest): string | null {
  const named = findHabit(request.text, request.context)?.row;
  if (named) {
    const { best, current } = streaksOf(request, named);
    const unit = streakUnitOf(named.schedule ?? dailySchedule);
    return `${bold(named.name)} is on a streak of ${formatCount(current, unit)}; its best ${named.stats ? 'ever' : 'lately'} is ${formatCount(best, unit)}.`;
  }
  const active = request.context.habits.filter((habit) => habit.active);
  const rows = active
    .map((habit) => ({ habit, ...streaksOf(request, habit) }))
    .sort((a, b) => b.best - a.best || b.current - a.current);
  const best = rows[0];
  if (!best || best.best === 0) return 'No streaks yet: complete a habit on two days in a row to start one.';
  const current = [...rows].sort((a, b) => b.current - a.current)[0];
  const currentNote =
    current && current.current > 0
      ? ` Your longest running streak now is ${bold(current.habit.name)} at ${formatCount(current.current, streakUnitOf(current.habit.schedule ?? dailySchedule))}.`
      : '';
  const span = active.every((habit) => habit.stats) ? 'ever' : 'in your recent history';
  return `Your best streak ${span} is ${formatCount(best.best, streakUnitOf(best.habit.schedule ?? dailySchedule))} on ${bold(best.habit.name)}.${currentNote}`;
}

function describeMostSkipped(request: TCoachRequest): string | null {
  const summaries = summarizeHabits(request.context);
  const worst = summaries[summaries.length - 1];
  if (!worst) return 'You have no habits yet, so nothing is being skipped.';
  const missed = worst.possibleDays - worst.completedDays;
  return `${bold(worst.habit.name)} is the one you skip most: not done on ${missed} of the ${worst.possibleDays} days it was due in the last ${reviewWindowDays}.`;
}

/**
 * "Which is my best day?": each weekday's done habit-days out of those expected over the context's 14
 * days (decision 0031), claimed only with the insights' minimum sample (metric-definitions.ts).
 */
function describeBestWeekday(request: TCoachRequest): string | null {
  const { context } = request;
  const { tally } = tallyContextDays(context, addDays(context.today, -(reviewWindowDays - 1)), context.today);
  const daily = [...tally.days].map(([date, { expected }]) => ({ date, possible: expected }));
  const comparable = readComparableWeekdays(daily);
  const rates = [...comparable]
    .map((weekday) => {
      const { done, expected } = tally.habits.reduce(
        (sum, habit) => ({
          done: sum.done + (habit.weekdays[weekday]?.done ?? 0),
          expected: sum.expected + (habit.weekdays[weekday]?.expected ?? 0),
        }),
        { done: 0, expected: 0 },
      );
      return { weekday, done, expected, rate: expected > 0 ? done / expected : 0 };
    })
    .sort((a, b) => b.rate - a.rate || a.weekday - b.weekday);
  const best = rates[0];
  const worst = rates.at(-1);
  if (!best || !worst || rates.length < 2)
    return `I need ${minimumWeekdaySampleDays} days with habits due (two full weeks) before naming a best weekday, so one good day is not called a pattern.`;
  const figure = ({ done, expected, rate }: (typeof rates)[number]) =>
    `${done} of ${expected}, ${formatPercent(rate)}`;
  return `${weekdayNames[best.weekday]} is your strongest day lately (${figure(best)}), ${weekdayNames[worst.weekday]} your weakest (${figure(worst)}).`;
}

function describeGoalDue(request: TCoachRequest): string | null {
  const goal = findGoal(request.text, request.context);
  if (goal === null) return null;
  const { end_date: due, name } = goal.row;
  if (due === null)
    return `${bold(name)} has no deadline yet. Tell me one, e.g. "move ${name} to October 1".`;
  return `${bold(name)} ${describeDeadline(due, request.context.today)}.`;
}

/** The topics a message may ask about, if it is a question about the user's data, in order. */
function topicsOf({ text, original }: Pick<TCoachRequest, 'text' | 'original'>): TTopic[] {
  const asks = /\?$/.test(original) || /^(?:what|whats|which|how|when|show|tell me)\b/.test(text);
  if (!asks || /\b(?:create|add|make|set|new|log)\b/.test(text)) return [];
  return topics.filter(({ pattern }) => pattern.test(text));
}

/**
 * Whether answering the message needs the figures of the whole history: the server reads them only then,
 * since they cost a coach turn more than its time budget for the first token (design.md: 30 ms).
 */
export function asksForHistoryFigures(message: string): boolean {
  const original = message.trim();
  return topicsOf({ original, text: normalizeMessage(original) })[0]?.figures === true;
}

/** The first topic that has an answer: one that does not recognise the question lets the next try. */
export function answerDataQuestion(request: TCoachRequest): TCoachAnswer | null {
  const candidates = topicsOf(request);
  if (candidates.length === 0) return null;
  if (request.guest || !request.context.signed_in) return { reply: guestDataReply, action: null };
  for (const topic of candidates) {
    const answer = topic.answer(request);
    if (answer !== null) return typeof answer === 'string' ? { reply: answer, action: null } : answer;
  }
  return null;
}
