import { formatPercent } from '../text/format-percent';
import type { TGoalProgressSource } from './compute-goal-progress';

/** What a screen or an e-mail knows of a goal's progress (the goals page's figures, docs/goal-progress.md). */
export type TGoalFigureInput = {
  target_value: number | null;
  unit: string | null;
  /** 0 to 1, the bar's share. */
  progress: number;
  source: TGoalProgressSource;
  logged_value: number;
};

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * "42.5 km": an amount of a goal in its own unit (never its metric's name, which is not a unit),
 * rounded to hundredths.
 */
export function formatGoalAmount(goal: Pick<TGoalFigureInput, 'unit'>, value: number): string {
  return `${round(value)}${goal.unit ? ` ${goal.unit}` : ''}`;
}
const amount = formatGoalAmount;

/** The figure of a goal as the goals page has it: the goal's target and unit with its computed progress. */
export function readGoalFigure(goal: {
  target_value: number | null;
  unit: string | null;
  progress: { progress: number; source: TGoalProgressSource; logged_value: number };
}): TGoalFigureInput {
  const { progress, source, logged_value } = goal.progress;
  return { target_value: goal.target_value, unit: goal.unit, progress, source, logged_value };
}

/**
 * A goal's amount in words, one rule for every surface (issue 35): "3 of 12 books" for a goal with a
 * target (the same figure as its percentage), "42 km logged" for one without a target whose progress
 * is what was logged, null when there is no amount to say.
 */
export function describeGoalAmount(goal: TGoalFigureInput): string | null {
  if (goal.target_value !== null && goal.target_value > 0)
    return `${round(goal.logged_value)} of ${amount(goal, goal.target_value)}`;
  return goal.source === 'amount' ? `${amount(goal, goal.logged_value)} logged` : null;
}

/**
 * A goal's figure in one line of text (an e-mail): the amount alone for a goal without a target, else
 * the percentage with the amount it stands for: "25% (3 of 12 books)", "60% habit consistency".
 */
export function describeGoalFigure(goal: TGoalFigureInput): string {
  const said = describeGoalAmount(goal);
  if (goal.source === 'amount' && said) return said;
  if (goal.source === 'habits') return `${formatPercent(goal.progress)} habit consistency`;
  return said ? `${formatPercent(goal.progress)} (${said})` : formatPercent(goal.progress);
}
