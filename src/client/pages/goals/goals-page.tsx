import { Plus, Target } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { GoalCard, type TGoalAction } from '../../components/goals/goal-card';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useDeleteGoal, useMarkGoalCompleted } from '../../hooks/use-goal-mutations';
import { useGoals } from '../../hooks/use-goals';
import type { TGoalWithProgress } from '../../lib/goals-api';

// Dialogs load when first opened: Radix, the zod-based goal rules and Recharts stay out of the list's paint.
const GoalFormDialog = lazy(() =>
  import('../../components/goals/goal-form-dialog').then((module) => ({ default: module.GoalFormDialog })),
);
const GoalProgressDialog = lazy(() =>
  import('../../components/goals/goal-progress-dialog').then((module) => ({
    default: module.GoalProgressDialog,
  })),
);
const GoalBaselineDialog = lazy(() =>
  import('../../components/goals/goal-baseline-dialog').then((module) => ({
    default: module.GoalBaselineDialog,
  })),
);
const GoalLinksDialog = lazy(() =>
  import('../../components/goals/goal-links-dialog').then((module) => ({ default: module.GoalLinksDialog })),
);
const GoalScheduleDialog = lazy(() =>
  import('../../components/goals/goal-schedule-dialog').then((module) => ({
    default: module.GoalScheduleDialog,
  })),
);
const GoalDetailsDialog = lazy(() =>
  import('../../components/goals/goal-details-dialog').then((module) => ({
    default: module.GoalDetailsDialog,
  })),
);
const FocusSessionPanel = lazy(() =>
  import('../../components/focus/focus-session-panel').then((module) => ({
    default: module.FocusSessionPanel,
  })),
);
const DeleteGoalDialog = lazy(() =>
  import('../../components/goals/delete-goal-dialog').then((module) => ({
    default: module.DeleteGoalDialog,
  })),
);

type TDialog =
  | { kind: 'create' }
  | { kind: Exclude<TGoalAction, 'complete' | 'focus'>; goalId: string }
  | null;

/**
 * Goals (/in/goals): each goal with its progress, target and deadline, and everything that shapes it
 * (baselines, progress, linked habits, schedule and plan). Other tabs' changes arrive by realtime.
 */
export function GoalsPage() {
  useDocumentTitle('Goals');
  const goals = useGoals();
  const markCompleted = useMarkGoalCompleted();
  const deleteGoal = useDeleteGoal();
  const [dialog, setDialog] = useState<TDialog>(null);
  // A goal card's "Focus session": the timer opens its setup with the goal chosen.
  const [focusGoalId, setFocusGoalId] = useState<string | null>(null);
  const clearFocusRequest = useCallback(() => setFocusGoalId(null), []);
  const list = goals.data?.goals ?? [];
  // Dialogs look the goal up by id, so they show the list's latest copy (after a link, a realtime refetch).
  const dialogGoal: TGoalWithProgress | undefined =
    dialog && dialog.kind !== 'create' ? list.find((goal) => goal.id === dialog.goalId) : undefined;

  const runAction = (goal: TGoalWithProgress, action: TGoalAction) => {
    if (action === 'complete') markCompleted.mutate(goal.id);
    else if (action === 'focus') setFocusGoalId(goal.id);
    else setDialog({ kind: action, goalId: goal.id });
  };
  const close = () => setDialog(null);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold tracking-tight">Goals</h1>
          <p className="mt-1 text-sm text-ink-muted">Where your habits are taking you.</p>
        </div>
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          New goal
        </Button>
      </header>

      <Suspense fallback={null}>
        <FocusSessionPanel requestedGoalId={focusGoalId} onRequestHandled={clearFocusRequest} />
      </Suspense>

      <section aria-labelledby="goals-title">
        <h2 id="goals-title" className="sr-only">
          Your goals
        </h2>
        {goals.isPending ? (
          <GoalListSkeleton />
        ) : goals.isError ? (
          <LoadError
            title="We couldn’t load your goals"
            message={goals.error.message}
            onRetry={() => void goals.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState
            icon={Target}
            title="No goals yet"
            description="Name something you want to reach, link the habits that get you there, and watch it fill up."
            actionLabel="Create your first goal"
            onAction={() => setDialog({ kind: 'create' })}
          />
        ) : (
          <ul aria-label="Goals" className="grid gap-3 lg:grid-cols-2">
            {list.map((goal) => (
              <GoalCard key={goal.id} goal={goal} onAction={(action) => runAction(goal, action)} />
            ))}
          </ul>
        )}
      </section>

      <Suspense fallback={null}>
        {(dialog?.kind === 'create' || (dialog?.kind === 'edit' && dialogGoal)) && goals.data && (
          <GoalFormDialog
            goal={dialog.kind === 'edit' ? (dialogGoal ?? null) : null}
            today={goals.data.today}
            openGoalCount={list.filter((goal) => goal.status !== 'completed').length}
            onClose={close}
          />
        )}
        {dialog?.kind === 'progress' && dialogGoal && (
          <GoalProgressDialog goal={dialogGoal} onClose={close} />
        )}
        {dialog?.kind === 'baseline' && dialogGoal && (
          <GoalBaselineDialog goal={dialogGoal} onClose={close} />
        )}
        {dialog?.kind === 'links' && dialogGoal && <GoalLinksDialog goal={dialogGoal} onClose={close} />}
        {dialog?.kind === 'schedule' && dialogGoal && (
          <GoalScheduleDialog goal={dialogGoal} onClose={close} />
        )}
        {dialog?.kind === 'details' && dialogGoal && <GoalDetailsDialog goal={dialogGoal} onClose={close} />}
        {dialog?.kind === 'delete' && dialogGoal && (
          <DeleteGoalDialog
            goal={dialogGoal}
            onClose={close}
            onConfirm={() => deleteGoal.mutate(dialogGoal.id)}
          />
        )}
      </Suspense>
    </div>
  );
}

function GoalListSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3 lg:grid-cols-2">
      <p className="sr-only">Loading goals…</p>
      {[0, 1].map((row) => (
        <div key={row} className="space-y-3 rounded-2xl border border-line bg-surface p-5">
          <div className="h-4 w-1/2 animate-pulse rounded bg-surface-muted" />
          <div className="h-2.5 w-full animate-pulse rounded-full bg-surface-muted" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}
