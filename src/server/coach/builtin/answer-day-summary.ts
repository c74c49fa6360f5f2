import { formatPercent } from '../../../domain/text/format-percent';
import type { TCoachContext } from '../coach-provider';
import { guestDataReply } from './answer-data-question';
import { describeAmount, logsOf, periodsOf, type TPeriod } from './answer-habit-amounts';
import { asksForFigures } from './asks-for-figures';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { tallyContextDays } from './tally-context-days';
import { bold, capitalize } from './write-reply';

/**
 * "what did I do yesterday?", "how many habits did i complete yesterday", "which habits haven't i done
 * yet today": every active habit's amount or check for the day (or week) asked, from the same logs the
 * tracker shows, headed by the tracker's "X of Y done" for those days, with the habits left undone named
 * after them. A question naming one habit is that habit's answer instead (answer-habit-amounts).
 */

const asksWhatWasDone =
  /\bwhat (?:did|have|had) i (?:\w+ )?(?:do|done|log|logged|track|tracked|complete|completed|finish|finished|get done|got done|accomplish|accomplished|achieve|achieved|tick|ticked)\b|\bwhat (?:got|was) (?:done|logged|completed)\b|\b(?:which|what|how many) (?:of my )?habits? (?:have|did|do|haven't|havent|didn't|didnt) i (?:\w+ )?(?:done|do|complete|completed|finish|finished|log|logged|tick|ticked|hit)\b|\b(?:which|what) habits? (?:are|were) (?:left|still|done|not done)\b|\bhow did i do (?:yesterday|today|on \w+day)\b|\bwhat(?:'s| is|s) left (?:to do )?today\b|\b(?:show|give|tell) me (?:\w+(?:'?s)? )?(?:logs|entries|log)\b|\b(?:logs|entries) (?:for|from|on) (?:yesterday|today|\w+day)\b/;
const asksUndone = /\b(?:haven't|havent|didn't|didnt|not|left|still)\b/;

type THabit = TCoachContext['habits'][number];

/** Paused on the period's last day: the tracker shows it paused, not undone. */
function isPausedOn(habit: THabit, day: string): boolean {
  return (habit.paused_ranges ?? []).some((range) => range.start <= day && (range.end ?? day) >= day);
}

/** The tracker's header for the days: habit-days done of those expected. */
function describeFigure(context: TCoachContext, period: TPeriod): string {
  const { tally } = tallyContextDays(context, period.from, period.to);
  const done = tally.habits.reduce((sum, habit) => sum + habit.done, 0);
  const expected = tally.habits.reduce((sum, habit) => sum + habit.expected, 0);
  if (expected === 0) return 'no habit was due';
  const noun = period.from === period.to ? 'habits' : 'habit-days';
  return `${done} of ${expected} ${noun} done (${formatPercent(done / expected)})`;
}

export function answerDaySummary(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!asksForFigures(text) || !asksWhatWasDone.test(text)) return null;
  if (request.guest || !context.signed_in) return { reply: guestDataReply, action: null };
  const [period] = periodsOf(text, context);
  if (period === undefined) return null;
  const habits = context.habits.filter((habit) => habit.active);
  const logged = habits.filter((habit) => logsOf(context, habit, period).length > 0);
  const unlogged = habits.filter((habit) => !logged.includes(habit));
  const paused = unlogged.filter((habit) => isPausedOn(habit, period.to)).map((habit) => bold(habit.name));
  const undone = unlogged.filter((habit) => !isPausedOn(habit, period.to)).map((habit) => bold(habit.name));
  const head = `${capitalize(period.label)}: ${describeFigure(context, period)}.`;
  if (logged.length === 0)
    return {
      reply: `${head} Nothing is logged yet${undone.length > 0 ? ` (${undone.join(', ')})` : ''}.`,
      action: null,
    };
  const lines = logged.map((habit) => `- ${bold(habit.name)}: ${describeAmount(context, habit, period)}`);
  const pausedNote = paused.length > 0 ? ` Paused: ${paused.join(', ')}.` : '';
  const rest = `${undone.length > 0 ? `Nothing logged for ${undone.join(', ')}.` : 'Every habit has a log.'}${pausedNote}`;
  const reply = asksUndone.test(text)
    ? `${head} ${rest}\n\n${lines.join('\n')}`
    : `${head}\n\n${lines.join('\n')}\n\n${rest}`;
  return { reply, action: null };
}
