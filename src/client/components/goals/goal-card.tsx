import { clsx } from 'clsx';
import { CalendarClock, Ellipsis, Link2, Plus } from 'lucide-react';
import { formatCalendarDate } from '@/domain/dates/day-titles';
import { describeGoalAmount, formatGoalAmount, readGoalFigure } from '@/domain/goals/describe-goal-figure';
import type { TGoalWithProgress } from '../../lib/goals-api';
import { Button } from '../ui/button';
import { Menu, type TMenuItem } from '../ui/menu';
import { goalPriorityOptions, goalTypeOptions, readOptionLabel } from './goal-options';
import { GoalProgressBar } from './goal-progress-bar';

export type TGoalAction =
  | 'edit'
  | 'progress'
  | 'baseline'
  | 'links'
  | 'schedule'
  | 'details'
  | 'complete'
  | 'focus'
  | 'delete';

type TGoalCardProps = {
  goal: TGoalWithProgress;
  onAction: (action: TGoalAction) => void;
};

/** What the headline number measures, in words (docs/goal-progress.md). */
function describeProgressSource({ progress }: TGoalWithProgress): string {
  switch (progress.source) {
    case 'completed':
      return 'completed';
    case 'target':
      return 'of the target';
    case 'habits':
      return 'habit consistency, last 7 days';
    case 'amount':
      return 'no target: set one to see a percentage';
    default:
      return 'no progress yet';
  }
}

/** What a goal measured by its habits has logged besides, as an amount (there is no target to divide by). */
function describeLoggedBeside(goal: TGoalWithProgress): string | null {
  if (goal.target_value !== null || goal.progress.source === 'amount' || goal.progress.logged_value === 0)
    return null;
  return formatGoalAmount(goal, goal.progress.logged_value);
}

/** One goal in the list: what it is, how far it has come, when it is due, and what can be done with it. */
export function GoalCard({ goal, onAction }: TGoalCardProps) {
  const completed = goal.status === 'completed';
  // "3 of 12 books" beside its percentage, or "42.5 km logged" for a goal without a target (issue 35).
  const amount = describeGoalAmount(readGoalFigure(goal));
  const loggedBeside = describeLoggedBeside(goal);
  const menuItems: TMenuItem[] = [
    { label: 'Edit', onSelect: () => onAction('edit') },
    { label: 'Details', onSelect: () => onAction('details') },
    { label: 'Record baseline', onSelect: () => onAction('baseline') },
    { label: 'Link habits', onSelect: () => onAction('links') },
    { label: 'Schedule and plan', onSelect: () => onAction('schedule') },
    ...(completed ? [] : [{ label: 'Focus session', onSelect: () => onAction('focus') }]),
    { label: 'Delete', onSelect: () => onAction('delete'), destructive: true },
  ];

  return (
    <li
      className={clsx(
        'rounded-2xl border bg-surface p-4 shadow-xs sm:p-5',
        completed ? 'border-accent/40' : 'border-line',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold break-words">{goal.name}</h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span>{readOptionLabel(goalTypeOptions, goal.type)}</span>
            {goal.priority && <span>{readOptionLabel(goalPriorityOptions, goal.priority)} priority</span>}
            {completed && <span className="font-medium text-accent">Completed</span>}
            {goal.status === 'paused' && <span>Paused</span>}
          </p>
        </div>
        <Menu
          label={`Actions for ${goal.name}`}
          trigger={<Ellipsis aria-hidden="true" className="size-5" />}
          items={menuItems}
        />
      </div>

      <div className="mt-4">
        {goal.progress.source === 'amount' ? (
          <p className="text-2xl font-semibold tabular-nums">{amount}</p>
        ) : (
          <GoalProgressBar
            progress={goal.progress.progress}
            label={`Progress of ${goal.name}`}
            detail={describeProgressSource(goal)}
            completed={completed}
          />
        )}
        <p className="mt-1 text-xs text-ink-subtle">{describeProgressSource(goal)}</p>
      </div>

      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {amount && goal.progress.source !== 'amount' && (
          <div className="flex gap-1.5">
            <dt className="text-ink-muted">Target</dt>
            <dd className="font-medium">{amount}</dd>
          </div>
        )}
        {loggedBeside && (
          <div className="flex gap-1.5">
            <dt className="text-ink-muted">Logged</dt>
            <dd className="font-medium">{loggedBeside}</dd>
          </div>
        )}
        {goal.end_date && (
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1 text-ink-muted">
              <CalendarClock aria-hidden="true" className="size-4" />
              Deadline
            </dt>
            <dd className="font-medium">{formatCalendarDate(goal.end_date)}</dd>
          </div>
        )}
        {goal.links.length > 0 && (
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1 text-ink-muted">
              <Link2 aria-hidden="true" className="size-4" />
              Habits
            </dt>
            <dd className="font-medium">{goal.links.length}</dd>
          </div>
        )}
        {goal.weekly_hours !== null && (
          <div className="flex gap-1.5">
            <dt className="text-ink-muted">Weekly</dt>
            <dd className="font-medium">{goal.weekly_hours} h</dd>
          </div>
        )}
      </dl>

      {!completed && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => onAction('progress')}>
            <Plus aria-hidden="true" className="size-4" />
            Log progress
            <span className="sr-only"> for {goal.name}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onAction('complete')}>
            Mark completed
            <span className="sr-only"> {goal.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
