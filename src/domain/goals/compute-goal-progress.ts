import { addDays } from '../dates/date-key';
import { goalProgressMinWeight, goalProgressWindowDays } from './goal-rules';

/**
 * How far a goal has come, from two sources (docs/goal-progress.md explains it for users):
 *
 * - habits: each linked habit's share of the last 7 days (today and the 6 before) on which it was
 *   complete, averaged with the link's contribution as weight. A contribution below 0.1, 0 included,
 *   counts as 0.1 (spec 4, "Goals"): a link nobody weighted still moves the goal a little.
 *     consistency = Σ max(contribution, 0.1) × completeDays / (7 × Σ max(contribution, 0.1))
 * - target: the sum of the goal's progress deltas over its target_value, kept between 0 and 1.
 *
 * The headline `progress` is 1 for a completed goal; else, for a goal with a target, the target share,
 * always: the percentage and the "N of M" beside it are one figure and never disagree (a goal at
 * "0 of 12 books" is at 0%, however steady its linked habits). A goal without a target has no share
 * of anything: its headline is the habit consistency when habits are linked, else the amount logged
 * (`source: 'amount'`, shown as an amount, not a percentage), else nothing yet (`'none'`).
 */

export type TGoalProgressInput = {
  goal: { target_value: number | null; status?: string | null };
  links: readonly { habit_id: string; contribution: number }[];
  /** The linked habits' logs; those outside the window or of other habits are ignored. */
  habitLogs: readonly { habit_id: string; date: string; is_complete: boolean }[];
  progressLogs: readonly { delta: number }[];
  /** The user's local date, the last day of the window. */
  today: string;
};

export type TGoalProgressSource = 'completed' | 'target' | 'habits' | 'amount' | 'none';

export type TGoalProgress = {
  /** 0 to 1, what a progress bar shows; 0 for 'amount' and 'none', which show no bar. */
  progress: number;
  source: TGoalProgressSource;
  /** 0 to 1; null when no habit is linked. */
  habitConsistency: number | null;
  /** The sum of the progress deltas. */
  loggedValue: number;
  /** 0 to 1; null when the goal has no target above 0. */
  targetProgress: number | null;
};

export function computeGoalProgress(input: TGoalProgressInput): TGoalProgress {
  const habitConsistency = computeHabitConsistency(input);
  const loggedValue = input.progressLogs.reduce(
    (sum, log) => (Number.isFinite(log.delta) ? sum + log.delta : sum),
    0,
  );
  const target = input.goal.target_value;
  const targetProgress =
    target !== null && Number.isFinite(target) && target > 0 ? clampUnit(loggedValue / target) : null;
  const [progress, source] = pickHeadline(input, habitConsistency, targetProgress, loggedValue);
  return { progress, source, habitConsistency, loggedValue, targetProgress };
}

function pickHeadline(
  input: TGoalProgressInput,
  habitConsistency: number | null,
  targetProgress: number | null,
  loggedValue: number,
): [number, TGoalProgressSource] {
  if (input.goal.status === 'completed') return [1, 'completed'];
  if (targetProgress !== null) return [targetProgress, 'target'];
  if (habitConsistency !== null) return [habitConsistency, 'habits'];
  // Entries that cancel out (10 then -10) leave nothing logged: say so rather than "0 logged".
  if (loggedValue !== 0) return [0, 'amount'];
  return [0, 'none'];
}

function computeHabitConsistency({ links, habitLogs, today }: TGoalProgressInput): number | null {
  if (links.length === 0) return null;
  const firstDay = addDays(today, 1 - goalProgressWindowDays);
  // A habit has one log per date, but a set makes a repeated row harmless.
  const completeDays = new Map<string, Set<string>>();
  for (const log of habitLogs) {
    if (!log.is_complete || log.date < firstDay || log.date > today) continue;
    const days = completeDays.get(log.habit_id) ?? new Set<string>();
    days.add(log.date);
    completeDays.set(log.habit_id, days);
  }
  const weighted = links.map((link) => ({
    weight: readLinkWeight(link.contribution),
    share: (completeDays.get(link.habit_id)?.size ?? 0) / goalProgressWindowDays,
  }));
  // Relative to the largest, so contributions near the float maximum cannot sum to Infinity.
  const largest = Math.max(...weighted.map(({ weight }) => weight));
  let weightedShare = 0;
  let totalWeight = 0;
  for (const { weight, share } of weighted) {
    weightedShare += (weight / largest) * share;
    totalWeight += weight / largest;
  }
  return weightedShare / totalWeight;
}

function readLinkWeight(contribution: number): number {
  return Number.isFinite(contribution)
    ? Math.max(contribution, goalProgressMinWeight)
    : goalProgressMinWeight;
}

function clampUnit(value: number): number {
  return Math.min(Math.max(value, 0), 1);
}
