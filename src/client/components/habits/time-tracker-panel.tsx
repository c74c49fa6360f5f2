import { Pause, Play, Save, Square, Timer } from 'lucide-react';
import type { Ref } from 'react';
import { formatElapsed } from '@/domain/time-tracker/format-elapsed';
import type { TTrackerState } from '@/domain/time-tracker/time-tracker';
import { useClockTick } from '../../hooks/use-clock-tick';
import type { TTimeTracker } from '../../hooks/use-time-tracker';
import { Button } from '../ui/button';

type TTimeTrackerPanelProps = {
  tracker: TTimeTracker;
  state: TTrackerState;
  habitName: string;
  /** The pause/resume button, which takes focus when a timer starts from a habit's row. */
  toggleRef: Ref<HTMLButtonElement>;
  onStop: () => void;
};

/**
 * The session being timed: its habit, the elapsed time (ticking each second while running) and the
 * controls. Pause and Resume are one button, so keyboard focus stays put when it flips.
 */
export function TimeTrackerPanel({ tracker, state, habitName, toggleRef, onStop }: TTimeTrackerPanelProps) {
  const now = useClockTick(state.isTracking ? state.startTime : null);
  const elapsed = tracker.computeElapsed(now);
  return (
    <section
      aria-label="Timer"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-accent/40 bg-accent-soft p-4"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Timer aria-hidden="true" className="size-6 shrink-0 text-accent" />
        <div className="min-w-0">
          <p className="truncate text-sm text-ink-muted">
            {state.isTracking ? 'Timing' : 'Paused'} ·{' '}
            <span className="font-medium text-ink">{habitName}</span>
          </p>
          <p data-testid="tracker-elapsed" className="text-2xl font-semibold tabular-nums">
            {formatElapsed(elapsed)}
          </p>
        </div>
      </div>
      {/* On a phone the buttons get a row of their own: Pause and Pause and save, then Stop across. */}
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-center">
        <Button
          ref={toggleRef}
          variant="secondary"
          aria-label={state.isTracking ? 'Pause timer' : 'Resume timer'}
          aria-disabled={tracker.saving}
          onClick={state.isTracking ? tracker.pause : tracker.resume}
        >
          {state.isTracking ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {state.isTracking ? 'Pause' : 'Resume'}
        </Button>
        <Button
          variant="secondary"
          aria-disabled={tracker.saving || elapsed === 0}
          onClick={() => void tracker.pauseAndSave()}
        >
          <Save aria-hidden="true" className="hidden size-4 sm:block" />
          Pause and save
        </Button>
        <Button aria-label="Stop timer" className="col-span-2" pending={tracker.saving} onClick={onStop}>
          {!tracker.saving && <Square aria-hidden="true" className="size-4" />}
          Stop
        </Button>
      </div>
    </section>
  );
}
