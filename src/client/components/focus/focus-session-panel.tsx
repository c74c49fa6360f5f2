import { Pause, Play, Square, Timer, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { computeRemainingSeconds, describeTimeLeft, type TPlannedBlock } from '@/domain/focus/focus-timer';
import { formatElapsed } from '@/domain/time-tracker/format-elapsed';
import { useFocusTargets } from '../../hooks/use-focus-targets';
import { useFocusTimer } from '../../hooks/use-focus-timer';
import { useSession } from '../../hooks/use-session';
import { showToast } from '../../lib/toast-store';
import { Button } from '../ui/button';
import { FocusSessionDialog } from './focus-session-dialog';

type TFocusSessionPanelProps = {
  /** Asks for the setup dialog with this goal chosen (a goal card's "Focus session"); null for none. */
  requestedGoalId?: string | null;
  /** Starts a planned block of the agenda at once, for its length; null for none. */
  requestedBlock?: (TPlannedBlock & { minutes: number }) | null;
  onRequestHandled?: () => void;
};

/**
 * The focus-session timer as a card: a Start button while idle, then the countdown with pause, resume,
 * finish and cancel. The time left is shown as mm:ss in a role="timer" element and said to screen
 * readers in coarse steps (describeTimeLeft), never every second.
 */
export function FocusSessionPanel({
  requestedGoalId = null,
  requestedBlock = null,
  onRequestHandled,
}: TFocusSessionPanelProps) {
  const { me } = useSession();
  const timer = useFocusTimer(me?.user.id ?? null);
  const { nameOf } = useFocusTargets();
  const [setup, setSetup] = useState<{ goalId: string | null } | null>(null);

  const busy = timer.state !== null;
  useEffect(() => {
    if (requestedGoalId === null) return;
    // One session at a time: a running one is never replaced by a new setup.
    if (busy) showToast({ title: 'A focus session is already under way' });
    else setSetup({ goalId: requestedGoalId });
    onRequestHandled?.();
  }, [requestedGoalId, onRequestHandled, busy]);
  // Each request is answered once, whatever re-renders the timer's start causes.
  const answeredBlock = useRef<typeof requestedBlock>(null);
  const startTimer = useRef(timer.start);
  startTimer.current = timer.start;
  useEffect(() => {
    if (requestedBlock === null || answeredBlock.current === requestedBlock) return;
    answeredBlock.current = requestedBlock;
    if (busy) showToast({ title: 'A focus session is already under way' });
    else {
      const { id, title, minutes } = requestedBlock;
      startTimer.current({ plannedMinutes: minutes, goalId: null, habitId: null, block: { id, title } });
    }
    onRequestHandled?.();
  }, [requestedBlock, onRequestHandled, busy]);

  const { state } = timer;
  const remaining = state ? computeRemainingSeconds(state, timer.now) : 0;
  const target = state ? (state.block?.title ?? nameOf(state.goalId, state.habitId)) : null;
  const ended = state !== null && state.endedSeconds !== null;

  return (
    <section
      aria-labelledby="focus-session-title"
      className="rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        {/* A floor under the text's width: on a phone the button wraps below it instead of squeezing it. */}
        <div className="flex min-w-[14rem] flex-1 items-center gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <Timer aria-hidden="true" className="size-5" />
          </div>
          <div className="min-w-0">
            <h2 id="focus-session-title" className="font-semibold">
              Focus session
            </h2>
            <p className="text-sm text-ink-muted text-pretty">
              {state === null
                ? 'A timer for one thing at a time.'
                : `${state.plannedMinutes} min${target ? ` · ${target}` : ''}`}
            </p>
          </div>
        </div>
        {state === null && (
          <Button className="w-full sm:w-auto" onClick={() => setSetup({ goalId: null })}>
            <Play aria-hidden="true" className="size-4" />
            Start focus session
          </Button>
        )}
      </div>

      {state !== null && (
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-4">
          <p
            role="timer"
            aria-label="Time left"
            className="text-5xl font-semibold tracking-tight tabular-nums sm:text-6xl"
          >
            {formatElapsed(remaining)}
          </p>
          <div className="flex flex-wrap gap-2">
            {ended ? (
              <>
                <Button onClick={timer.retrySave} pending={timer.saving}>
                  Save session
                </Button>
                <Button variant="ghost" onClick={timer.cancel} disabled={timer.saving}>
                  Discard
                </Button>
              </>
            ) : (
              <>
                {state.isTracking ? (
                  <Button variant="secondary" onClick={timer.pause}>
                    <Pause aria-hidden="true" className="size-4" />
                    Pause
                  </Button>
                ) : (
                  <Button variant="secondary" onClick={timer.resume}>
                    <Play aria-hidden="true" className="size-4" />
                    Resume
                  </Button>
                )}
                <Button onClick={timer.finish}>
                  <Square aria-hidden="true" className="size-4" />
                  Finish
                </Button>
                <Button variant="ghost" onClick={timer.cancel}>
                  <X aria-hidden="true" className="size-4" />
                  Cancel
                </Button>
              </>
            )}
          </div>
          {ended && !timer.saving && (
            <p className="w-full text-sm text-ink-muted">
              {timer.saveFailed
                ? 'We couldn’t save this session. Try again, or discard it.'
                : 'This session ended but is not saved yet.'}
            </p>
          )}
        </div>
      )}

      <p aria-live="polite" className="sr-only">
        {state?.isTracking ? describeTimeLeft(remaining) : timer.announcement}
      </p>

      {setup && (
        <FocusSessionDialog goalId={setup.goalId} onStart={timer.start} onClose={() => setSetup(null)} />
      )}
    </section>
  );
}
