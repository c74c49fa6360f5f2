import { diffDays } from '../../../domain/dates/date-key';
import { describeGoalFigure } from '../../../domain/goals/describe-goal-figure';
import { formatCount } from '../../../domain/text/format-count';
import { formatPercent } from '../../../domain/text/format-percent';
import type { THabitStats } from '../../services/habits/load-habit-stats';
import type { TCoachContext } from '../coach-provider';
import type { TCoachRequest } from './coach-answer';
import { findGoal, findHabit } from './find-rows';
import { reviewWindowDays, summarizeHabits } from './summarize-habits';
import { bold, formatDay } from './write-reply';

/**
 * "How strong is my meditation habit?" and "how far am I on the marathon?": answered with the figures
 * the tracker and the goals page show (the context carries them, load-coach-context.ts), so the coach
 * and the app never disagree about a habit's strength or a goal's progress.
 */

type THabit = TCoachContext['habits'][number];
type TGoal = TCoachContext['goals'][number];

const strengthNote =
  'Strength weighs recent days most: each day done raises it, each day missed lets it fade.';

/** "a streak of 4 (best 12)", "a streak of 12, its best yet" or "no streak running (best 12)". */
function describeStreak({ current_streak: current, best_streak: best }: THabitStats): string {
  const bestNote = best > current ? ` (best ${best})` : '';
  if (current === 0) return `no streak running${bestNote}`;
  return `a streak of ${current}${bestNote || ', its best yet'}`;
}

function describeHabitStrength({ name, stats }: THabit): string | null {
  if (!stats) return null;
  return `${bold(name)} is at ${formatPercent(stats.strength)} strength, with ${describeStreak(stats)}. ${strengthNote}`;
}

export function describeStrength(request: TCoachRequest): string | null {
  const named = findHabit(request.text, request.context);
  if (named) return describeHabitStrength(named.row);
  const rated = request.context.habits
    .filter((habit) => habit.active && habit.stats)
    .sort((a, b) => (b.stats?.strength ?? 0) - (a.stats?.strength ?? 0));
  const strongest = rated[0];
  const weakest = rated[rated.length - 1];
  if (!strongest || !weakest) return 'You have no habits yet, so there is no strength to show.';
  const strengthOf = (habit: THabit) => `${bold(habit.name)} at ${formatPercent(habit.stats?.strength ?? 0)}`;
  // "Which habit is weakest?" leads with the weakest; anything else with the strongest.
  if (/\bweakest\b/.test(request.text)) {
    return `The habit that needs you most is ${strengthOf(weakest)}; your strongest is ${strengthOf(strongest)}. ${strengthNote}`;
  }
  const lines = rated
    .slice(0, 3)
    .map((habit) => `- ${bold(habit.name)}: ${formatPercent(habit.stats?.strength ?? 0)}`);
  const weakestLine = rated.length > 3 ? `\n\nThe one that needs you most: ${strengthOf(weakest)}.` : '';
  return `Your strongest habits:\n\n${lines.join('\n')}${weakestLine}\n\n${strengthNote}`;
}

/** "is due today", "is due on Wednesday 30 September (202 days from now)", "was due yesterday". */
export function describeDeadline(due: string, today: string): string {
  const left = diffDays(due, today);
  const day = formatDay(due, today);
  if (Math.abs(left) <= 1) return `${left < 0 ? 'was' : 'is'} due ${day}`;
  if (left > 0) return `is due ${day} (${formatCount(left, 'day')} from now)`;
  return `was due ${day} (${formatCount(-left, 'day')} ago)`;
}

function describeDue(goal: TGoal, today: string): string {
  if (goal.end_date === null || goal.status === 'completed') return '';
  return ` It ${describeDeadline(goal.end_date, today)}.`;
}

function formatAmount(value: number, unit: string | null): string {
  const rounded = Math.round(value * 100) / 100;
  return unit ? `${rounded} ${unit}` : String(rounded);
}

function describeLogged(goal: TGoal): string {
  const logged = goal.progress?.logged_value ?? 0;
  return logged === 0 ? '' : ` You have logged ${formatAmount(logged, goal.unit)} towards it.`;
}

/** "79% (19 of 24 books)": the one wording of a goal's figure on every surface (issue 35). */
function figureOf(goal: TGoal, progress: NonNullable<TGoal['progress']>): string {
  return describeGoalFigure({ ...progress, target_value: goal.target_value, unit: goal.unit });
}

/** The goals page's figure, in words: a percentage only where the goals page shows one. */
function headline(goal: TGoal): string {
  return goal.progress ? figureOf(goal, goal.progress) : formatPercent(0);
}

function describeOneGoal(goal: TGoal, today: string): string | null {
  const { progress } = goal;
  if (!progress) return null;
  const due = describeDue(goal, today);
  const name = bold(goal.name);
  switch (progress.source) {
    case 'completed':
      return `${name} is done: you marked it completed.`;
    case 'target':
      return `${name} is at ${figureOf(goal, progress)}.${due}`;
    case 'habits':
      return `${name} is at ${formatPercent(progress.progress)}: how steadily you did its linked habits over the last 7 days.${describeLogged(goal)}${due}`;
    case 'amount':
      return `${name} has ${formatAmount(progress.logged_value, goal.unit)} logged so far. It has no target, so there is no percentage: give it one to see how far along you are.${due}`;
    default:
      return `${name} has no progress yet: log progress towards it, or link a habit to it.${due}`;
  }
}

export function describeGoalProgress(request: TCoachRequest): string | null {
  const { goals, today } = request.context;
  if (goals.length === 0 && /\bgoals?\b/.test(request.text))
    return 'You have no goals yet. Tell me one, e.g. "run a marathon by October".';
  const named = findGoal(request.text, request.context);
  if (named) return describeOneGoal(named.row, today);
  if (!/\bgoals?\b/.test(request.text)) return null;
  const open = goals.filter((goal) => goal.status !== 'completed' && goal.progress);
  if (open.length === 0)
    return 'Every one of your goals is completed. Tell me the next one when you are ready.';
  const lines = open.map((goal) => `- ${bold(goal.name)}: ${headline(goal)}`);
  return `Where your goals stand:\n\n${lines.join('\n')}`;
}

/**
 * "How am I doing with water?": the named habit's last 14 days, with its streak and strength when the
 * context has them; a goal named instead gets its progress. Nothing named: another topic answers.
 */
export function describeHowItGoes(request: TCoachRequest): string | null {
  const habit = findHabit(request.text, request.context);
  const goal = findGoal(request.text, request.context);
  // "how is my reading books goal going": a goal said outright is the goal, though its words name a habit too.
  const saysGoal = /\bgoals?\b/.test(request.text) && !/\bhabits?\b/.test(request.text);
  if (goal && (!habit || goal.share > habit.share || saysGoal))
    return describeOneGoal(goal.row, request.context.today);
  if (!habit) return null;
  const summary = summarizeHabits(request.context).find((each) => each.habit.id === habit.row.id);
  if (!summary) return `${bold(habit.row.name)} is paused or archived, so there is nothing recent to count.`;
  const { completedDays, possibleDays, doneToday } = summary;
  const recent = `${bold(habit.row.name)}: done on ${completedDays} of the ${possibleDays} days it was due in the last ${reviewWindowDays} (${formatPercent(completedDays / possibleDays)})${doneToday ? ', today included' : ''}.`;
  const { stats } = habit.row;
  if (!stats) return recent;
  const streak = describeStreak(stats);
  return `${recent} ${streak.charAt(0).toUpperCase()}${streak.slice(1)}, ${formatPercent(stats.strength)} strength.`;
}
