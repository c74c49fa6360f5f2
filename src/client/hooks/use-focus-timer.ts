import { useCallback, useEffect, useRef, useState } from 'react';
import {
  endFocusTimer,
  hasFocusTimerRunOut,
  pauseFocusTimer,
  readFocusSessionEntry,
  restoreFocusTimer,
  resumeFocusTimer,
  serializeFocusTimer,
  startFocusTimer,
  type TFocusTimerPlan,
  type TFocusTimerState,
} from '@/domain/focus/focus-timer';
import { formatCount } from '@/domain/text/format-count';
import { showToast } from '../lib/toast-store';
import { useClockTick } from './use-clock-tick';
import { useSaveFocusSession } from './use-focus-sessions';

const storageKeyOf = (userId: string) => `compound:focus-session:${userId}`;

// Storage can be blocked (privacy settings) or full: the session then lives in this tab only.
function readStorage(userId: string): string | null {
  try {
    return window.localStorage.getItem(storageKeyOf(userId));
  } catch {
    return null;
  }
}

function writeStorage(userId: string, state: TFocusTimerState | null): void {
  try {
    if (state === null) window.localStorage.removeItem(storageKeyOf(userId));
    else window.localStorage.setItem(storageKeyOf(userId), serializeFocusTimer(state, userId));
  } catch {
    // See readStorage.
  }
}

/** Not crypto.randomUUID, which pages served over plain http on a LAN address do not have. */
function createSessionId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export type TFocusTimer = {
  /** Null when no session is under way (or before the saved one is read). */
  state: TFocusTimerState | null;
  /** The clock reading the state is shown at; ticks each second while running. */
  now: number;
  saving: boolean;
  /** An ended session that could not be saved; it stays until saved or discarded. */
  saveFailed: boolean;
  /** Said politely to screen readers on pause, resume and save (the time left is said apart). */
  announcement: string;
  start: (plan: Omit<TFocusTimerPlan, 'sessionId'>) => void;
  pause: () => void;
  resume: () => void;
  /** Ends the session now and saves the minutes focused so far. */
  finish: () => void;
  /** Saves an ended session again after a failure. */
  retrySave: () => void;
  /** Drops the session without saving it. */
  cancel: () => void;
};

/**
 * The focus-session timer: a countdown kept in localStorage under the user's id, so it survives a
 * reload and follows other tabs. When it runs out (or is finished early) the minutes focused are
 * POSTed to /api/focus-sessions once: the tab that ends it first claims it in storage.
 */
export function useFocusTimer(userId: string | null): TFocusTimer {
  const [state, setState] = useState<TFocusTimerState | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const save = useSaveFocusSession();
  const now = useClockTick(state?.isTracking ? state.startTime : null);
  const savingId = useRef<string | null>(null);

  const apply = useCallback(
    (next: TFocusTimerState | null) => {
      if (userId) writeStorage(userId, next);
      setState(next);
    },
    [userId],
  );

  const saveEnded = useCallback(
    (ended: TFocusTimerState) => {
      if (savingId.current === ended.sessionId) return;
      savingId.current = ended.sessionId;
      setSaveFailed(false);
      const entry = readFocusSessionEntry(ended, Date.now());
      save.mutate(
        { entry, blockId: ended.block?.id ?? null },
        {
          onSuccess: () => {
            apply(null);
            const spoken = `Focus session saved: ${formatCount(entry.minutes, 'minute')}.`;
            setAnnouncement(spoken);
            showToast({
              title: 'Focus session saved',
              description: spoken.replace('Focus session saved: ', ''),
            });
          },
          onError: () => setSaveFailed(true),
          onSettled: () => {
            savingId.current = null;
          },
        },
      );
    },
    [apply, save.mutate],
  );

  /** Ends a running session and saves it, unless another tab has already claimed it. */
  const endAndSave = useCallback(
    (current: TFocusTimerState) => {
      if (!userId) return;
      const stored = restoreFocusTimer(readStorage(userId), { userId, now: Date.now() });
      if (stored?.sessionId === current.sessionId && stored.endedSeconds !== null) return;
      const ended = endFocusTimer(current, Date.now());
      apply(ended);
      saveEnded(ended);
    },
    [userId, apply, saveEnded],
  );

  // Read on arrival, and follow the other tabs from then on.
  useEffect(() => {
    if (!userId) return;
    setState(restoreFocusTimer(readStorage(userId), { userId, now: Date.now() }));
    const follow = (event: StorageEvent) => {
      if (event.key !== null && event.key !== storageKeyOf(userId)) return;
      setState(restoreFocusTimer(event.newValue, { userId, now: Date.now() }));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [userId]);

  // `now` ticks while running: each tick checks whether the countdown has reached zero.
  useEffect(() => {
    if (state && now > 0 && hasFocusTimerRunOut(state, Date.now())) endAndSave(state);
  }, [state, now, endAndSave]);

  return {
    state,
    now: state?.isTracking ? Math.max(now, Date.now()) : Date.now(),
    saving: save.isPending,
    saveFailed,
    announcement,
    start: (plan) => {
      setSaveFailed(false);
      setAnnouncement('Focus session started.');
      apply(startFocusTimer({ ...plan, sessionId: createSessionId() }, Date.now()));
    },
    pause: () => {
      if (!state) return;
      apply(pauseFocusTimer(state, Date.now()));
      setAnnouncement('Paused.');
    },
    resume: () => {
      if (!state) return;
      apply(resumeFocusTimer(state, Date.now()));
      setAnnouncement('Resumed.');
    },
    finish: () => {
      if (state?.endedSeconds === null) endAndSave(state);
    },
    retrySave: () => {
      if (state?.endedSeconds !== null && state) saveEnded(state);
    },
    cancel: () => {
      apply(null);
      setSaveFailed(false);
      setAnnouncement('Focus session cancelled; nothing was saved.');
    },
  };
}
