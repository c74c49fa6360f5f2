import { clsx } from 'clsx';

type TGoalProgressBarProps = {
  /** 0 to 1, as the server computes it. */
  progress: number;
  /** The bar's accessible name, e.g. 'Progress of Run a half marathon'. */
  label: string;
  /** What the number measures (habit consistency, target), read out with the value. */
  detail: string;
  completed: boolean;
};

/** A goal's headline progress: the bar and its percentage, one progressbar for assistive technology. */
export function GoalProgressBar({ progress, label, detail, completed }: TGoalProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${detail}`}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={clsx(
            'h-full rounded-full transition-[width]',
            completed ? 'bg-accent-strong' : 'bg-accent',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-12 shrink-0 text-right text-sm font-semibold tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
