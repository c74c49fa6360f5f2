import { formatInstantDateTime } from '@/domain/dates/day-titles';
import { formatGoalAmount } from '@/domain/goals/describe-goal-figure';
import { formatPercent } from '@/domain/text/format-percent';
import type { TGoalWithProgress } from '../../lib/goals-api';
import { Dialog } from '../ui/dialog';
import { GoalProgressChart } from './goal-progress-chart';

type TGoalDetailsDialogProps = { goal: TGoalWithProgress; onClose: () => void };

const percent = (share: number | null) => (share === null ? '—' : formatPercent(share));

/** One goal in full: description, both measures of progress, the progress log with its chart, baselines. */
export function GoalDetailsDialog({ goal, onClose }: TGoalDetailsDialogProps) {
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={goal.name}
      description={goal.description ?? undefined}
    >
      <div className="space-y-6">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-ink-muted">Habit consistency</dt>
            <dd className="font-semibold">{percent(goal.progress.habit_consistency)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Target progress</dt>
            <dd className="font-semibold">{percent(goal.progress.target_progress)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Logged</dt>
            <dd className="font-semibold">{formatGoalAmount(goal, goal.progress.logged_value)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Weekly hours</dt>
            <dd className="font-semibold">{goal.weekly_hours ?? '—'}</dd>
          </div>
        </dl>

        <section aria-labelledby="goal-progress-log-title">
          <h3 id="goal-progress-log-title" className="text-sm font-semibold">
            Progress log
          </h3>
          {goal.progress_logs.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">Nothing logged yet.</p>
          ) : (
            <>
              {goal.progress_logs.length > 1 && <GoalProgressChart goal={goal} />}
              <ul className="mt-2 max-h-40 space-y-1 overflow-y-auto text-sm">
                {goal.progress_logs.map((log) => (
                  <li key={log.id} className="flex justify-between gap-3">
                    <span className="text-ink-muted">{formatInstantDateTime(log.recorded_at)}</span>
                    <span className="font-medium tabular-nums">
                      {log.delta > 0 ? '+' : ''}
                      {formatGoalAmount(goal, log.delta)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section aria-labelledby="goal-baselines-title">
          <h3 id="goal-baselines-title" className="text-sm font-semibold">
            Baselines
          </h3>
          {goal.baselines.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">No baseline recorded.</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {goal.baselines.map((baseline) => (
                <li key={baseline.id}>
                  {baseline.metric}: <strong>{baseline.value}</strong> {baseline.unit ?? ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  );
}
