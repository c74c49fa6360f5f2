import { dailySchedule, describeSchedule } from '../../../domain/habits/habit-schedule';
import type { TCoachContext } from '../coach-provider';
import { bold, formatAmount, formatDay } from './write-reply';

/**
 * What a habit is set to, asked about by name: its target ("what's my water target again"), its
 * schedule ("how many times a week am i supposed to run") and its pause ("since when has my journal
 * habit been paused"), from the same rows the tracker shows. Null when the question asks none of them.
 */

type THabit = TCoachContext['habits'][number];

const asksTarget = /\btarget\b/;
// "did i hit my target", "how much did i drink for the water target": what was done, not the target.
const asksHitTarget = /\b(?:hit|reach|made|make|met|meet|get|did i)\b/;
const asksSchedule =
  /\b(?:supposed|meant|scheduled|planned) to\b|\bschedule\b|\bhow often (?:should|do|must) i\b|\bwhen (?:am i|should i|do i have to)\b|\bhow many times a week (?:should|do|must) i\b/;
const asksPause = /\bpaus(?:e|ed|ing)\b|\bon hold\b/;

function describeTarget(habit: THabit): string {
  const { times, days } = habit.schedule ?? dailySchedule;
  const words = describeSchedule(habit.schedule ?? dailySchedule);
  // "every other day" has its figures said too: 1 day in 2.
  const schedule = /\d|^daily$|^on |^every [A-Z]/.test(words) ? words : `${words} (${times} in ${days} days)`;
  const amount = habit.target !== null ? `${formatAmount(habit.target, habit.unit)} a day, ` : '';
  return `${bold(habit.name)}: ${amount}${schedule === 'daily' ? 'every day' : schedule}.`;
}

/** The pause that holds today or begins later, as the tracker's "Paused, back on …" reads it. */
export function describePause(habit: THabit, today: string): string {
  const pause = (habit.paused_ranges ?? []).find((range) => range.end === null || range.end >= today);
  if (pause === undefined) return `${bold(habit.name)} is not paused.`;
  const from = formatDay(pause.start, today).replace(/^on /, '');
  const verb = pause.start <= today ? 'has been paused since' : 'will be paused from';
  const until =
    pause.end === null
      ? 'until you resume it (Actions → Resume on the tracker)'
      : `through ${formatDay(pause.end, today).replace(/^on /, '')}`;
  return `${bold(habit.name)} ${verb} ${from}, ${until}. Paused days count neither for nor against its streak and strength.`;
}

export function describeHabitFact(text: string, context: TCoachContext, habit: THabit): string | null {
  if (asksPause.test(text)) return describePause(habit, context.today);
  if (asksTarget.test(text) && habit.target !== null && !asksHitTarget.test(text))
    return `${bold(habit.name)}'s target is ${formatAmount(habit.target, habit.unit)} a day.`;
  if (asksSchedule.test(text) && !/\bmore\b/.test(text)) return describeTarget(habit);
  return null;
}
