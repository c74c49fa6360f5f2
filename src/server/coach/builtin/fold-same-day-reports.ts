import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';

/**
 * "read 10 pages this morning and 15 tonight", "drank 3 glasses, then 2 more": two reports of one habit
 * on one day in one message are two sittings, and the day holds one row per habit — proposed as two logs,
 * the second would overwrite the first. They are folded into one log of the day's total. Each clause was
 * read against the day as the user had it, so a later clause's own amount is its value less what the day
 * already held ("2 more" over 0 is 2; over 4 it was read as 6). A yes/no habit's reports fold into one.
 */

const summedFields = ['value_number', 'time_tracked_seconds'] as const;

function dayValue(
  context: TCoachContext,
  action: TCoachAction,
  field: (typeof summedFields)[number],
): number {
  const row = context.recent_logs.find((log) => log.habit_id === action.habit_id && log.date === action.date);
  const value = row?.[field];
  return typeof value === 'number' ? value : 0;
}

function sameDay(first: TCoachAction, second: TCoachAction): boolean {
  return (
    first.type === 'log_habit' &&
    second.type === 'log_habit' &&
    typeof first.habit_id === 'string' &&
    first.habit_id === second.habit_id &&
    first.date === second.date
  );
}

function addSitting(total: TCoachAction, later: TCoachAction, context: TCoachContext): TCoachAction {
  const sum: TCoachAction = { ...total };
  for (const field of summedFields) {
    const own = later[field];
    if (typeof own !== 'number') continue;
    const before = typeof total[field] === 'number' ? total[field] : dayValue(context, later, field);
    sum[field] = before + own - dayValue(context, later, field);
  }
  return sum;
}

export function foldSameDayReports(actions: readonly TCoachAction[], context: TCoachContext): TCoachAction[] {
  const folded: TCoachAction[] = [];
  for (const action of actions) {
    const index = folded.findIndex((earlier) => sameDay(earlier, action));
    const earlier = folded[index];
    if (earlier === undefined) folded.push(action);
    else folded[index] = addSitting(earlier, action, context);
  }
  return folded;
}
