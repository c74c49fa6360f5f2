import { useEffect, useState, useSyncExternalStore } from 'react';
import { timeTrackedMaxSeconds } from '@/domain/habits/habit-rules';
import { formatElapsed } from '@/domain/time-tracker/format-elapsed';
import type { TTrackedSession, TTrackerOutcome, TTrackerState } from '@/domain/time-tracker/time-tracker';
import { createLazyModule, useLazyModule } from '../lib/lazy-module';
import { readFailureStatus } from '../lib/request-error';
import { showToast } from '../lib/toast-store';

type TTrackerRules = typeof import('@/domain/time-tracker/time-tracker');

// The rules validate saved state with zod, which the first paint of /app can do without.
const trackerRules = createLazyModule(() => import('@/domain/time-tracker/time-tracker'));

const trackerStorageKey = 'compound:time-tracker';

/**
 * Tells this tab's writes from other tabs' (spec: "ignoring the tab's own writes"). Not
 * crypto.randomUUID, which pages served over plain http on a LAN address do not have.
 */
const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/* One session per browser, shared by every component of this tab and mirrored to the other tabs. */

type TSnapshot = { userId: string; state: TTrackerState } | null;

let snapshot: TSnapshot = null;
const listeners = new Set<() => void>();
// One save of a session at a time: a Start clicked while a Stop is saving must not save it twice.
let isHandingOver = false;

function publish(next: TSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function readSnapshot(): TSnapshot {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', followOtherTabs);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', followOtherTabs);
  };
}

/** Another tab started, paused or stopped a session; a null key means that tab cleared all storage. */
function followOtherTabs(event: StorageEvent): void {
  const rules = trackerRules.read();
  if (!rules || !snapshot || (event.key !== null && event.key !== trackerStorageKey)) return;
  const { userId } = snapshot;
  if (!rules.shouldApplyExternalChange(event, { userId, tabId })) return;
  publish({ userId, state: rules.restoreTrackerState(event.newValue, { userId, now: Date.now() }) });
}

// Storage can be blocked (privacy settings) or full: the session then lives in this tab only.
function readStorage(): string | null {
  try {
    return window.localStorage.getItem(trackerStorageKey);
  } catch {
    return null;
  }
}

function writeStorage(rules: TTrackerRules, userId: string, state: TTrackerState): void {
  try {
    if (state.habitId === null) {
      const owner = rules.readSavedTrackerOwner(window.localStorage.getItem(trackerStorageKey));
      if (owner === null || owner === userId) window.localStorage.removeItem(trackerStorageKey);
    } else {
      const owner = { userId, updatedAt: Date.now(), tabId };
      window.localStorage.setItem(trackerStorageKey, rules.serializeTrackerState(state, owner));
    }
  } catch {
    // See readStorage.
  }
}

/** Where a finished session's time goes: added to the habit's log of the day the session started. */
export type TSaveTrackedTime = (entry: {
  habitId: string;
  seconds: number;
  date: string | undefined;
}) => Promise<unknown>;

export type TTimeTracker = {
  /** Null until the rules are loaded and the saved session restored; then idle, running or paused. */
  state: TTrackerState | null;
  /**
   * Start can be offered: the rules are here, or nothing was saved, so the timer is idle and a start
   * waits for the rules itself. The tracker's rows then show Start timer with their first render instead
   * of all re-rendering when the rules arrive.
   */
  canStart: boolean;
  computeElapsed: (now: number) => number;
  /** A stop or a save is waiting for the server. */
  saving: boolean;
  /** What a screen reader should hear: set on pause and stop only, never every second. */
  announcement: string;
  /** Starts timing a habit; a session on another habit is stopped and saved first. False if that save failed. */
  start: (habitId: string, dateKey: string) => Promise<boolean>;
  pause: () => void;
  resume: () => void;
  /**
   * Saves the session's time and clears it; if the save fails the session stays, so no time is lost.
   * False when it failed.
   */
  stop: () => Promise<boolean>;
  /** Saves the time so far and stays on the habit, paused at 0. */
  pauseAndSave: () => Promise<void>;
  /** Drops the session of a habit that is going away (deleted): there is nowhere left to save it. */
  discard: (habitId: string) => void;
};

/**
 * Saves the time of a session handed over (stopped, or paused and drained), one at a time across the
 * tab: a Start clicked while a Stop is saving must not save it twice. A habit deleted meanwhile (on
 * another device) is told apart from a failed save, whose own toast has said why.
 */
async function saveHandedOverTime(
  saveTrackedTime: TSaveTrackedTime,
  session: TTrackedSession,
  setSaving: (saving: boolean) => void,
): Promise<'saved' | 'habit-gone' | 'failed'> {
  if (session.habitId === null || session.totalSeconds <= 0) return 'saved';
  isHandingOver = true;
  setSaving(true);
  try {
    await saveTrackedTime({
      habitId: session.habitId,
      // One save holds at most a day; the server caps the day's total there too.
      seconds: Math.min(session.totalSeconds, timeTrackedMaxSeconds),
      date: session.metadata.sessionDateKey,
    });
    return 'saved';
  } catch (error) {
    return readFailureStatus(error) === 404 ? 'habit-gone' : 'failed';
  } finally {
    isHandingOver = false;
    setSaving(false);
  }
}

/**
 * The rules for a start clicked before they arrived, which is offered only when nothing was saved (the
 * timer is idle, there is nothing to stop). Null when a session another tab saved meanwhile turns up:
 * that one is shown, not overwritten.
 */
async function loadRulesForStart(userId: string | null): Promise<TTrackerRules | null> {
  const loaded = await trackerRules.load().catch(() => null);
  if (!loaded || !userId) return null;
  const saved = loaded.restoreTrackerState(readStorage(), { userId, now: Date.now() });
  if (saved.habitId === null) return loaded;
  publish({ userId, state: saved });
  return null;
}

/** This user's session as this tab knows it: null until the rules are here and it is restored. */
function useRestoredTrackerState(rules: TTrackerRules | null, userId: string | null): TTrackerState | null {
  const current = useSyncExternalStore(subscribe, readSnapshot, readSnapshot);
  useEffect(() => {
    if (!rules || !userId) return;
    // Read on every arrival: while no tracker was on screen, this tab was not listening to the others.
    publish({ userId, state: rules.restoreTrackerState(readStorage(), { userId, now: Date.now() }) });
  }, [rules, userId]);
  return rules && userId && current?.userId === userId ? current.state : null;
}

/** The habit timer of spec 4 "Time tracker", kept in localStorage per user and synchronised across tabs. */
export function useTimeTracker(userId: string | null, saveTrackedTime: TSaveTrackedTime): TTimeTracker {
  const rules = useLazyModule(trackerRules);
  const state = useRestoredTrackerState(rules, userId);
  const [hasSavedSession] = useState(() => readStorage() !== null);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // Actions read the module's snapshot, not `state`: a timer started in another tab a moment ago counts.
  const latestState = () => (snapshot?.userId === userId ? snapshot.state : null);

  const apply = (next: TTrackerState, loaded = rules) => {
    if (!loaded || !userId) return;
    writeStorage(loaded, userId, next);
    publish({ userId, state: next });
  };

  const handOver = async (
    transition: (state: TTrackerState, now: number) => TTrackerOutcome,
    describe: (elapsed: string) => string,
  ): Promise<boolean> => {
    const latest = latestState();
    if (!latest) return true;
    if (isHandingOver) return false;
    const { state: next, session } = transition(latest, Date.now());
    const outcome = await saveHandedOverTime(saveTrackedTime, session, setSaving);
    // The save's own toast said why; the session stays as it was.
    if (outcome === 'failed') return false;
    if (outcome === 'habit-gone' && rules) {
      apply(rules.idleTrackerState);
      showToast({
        title: 'Timer ended',
        description: 'Its habit no longer exists, so the time could not be saved.',
        variant: 'destructive',
      });
      return true;
    }
    apply(next);
    setAnnouncement(describe(formatElapsed(session.totalSeconds)));
    return true;
  };

  const stopSession = () =>
    rules
      ? handOver(rules.stopTracking, (elapsed) => `Timer stopped at ${elapsed}.`)
      : Promise.resolve(false);

  return {
    state,
    canStart: state !== null || (userId !== null && !hasSavedSession),
    computeElapsed: (now) => (state && rules ? rules.computeElapsedSeconds(state, now) : 0),
    saving,
    announcement,
    start: async (habitId, dateKey) => {
      const loaded = rules ?? (await loadRulesForStart(userId));
      if (!loaded || !userId) return false;
      if (latestState()?.habitId != null && !(await stopSession())) return false;
      apply(loaded.startTracking(habitId, Date.now(), dateKey), loaded);
      return true;
    },
    pause: () => {
      const latest = latestState();
      if (!rules || !latest) return;
      const paused = rules.pauseTracking(latest, Date.now());
      apply(paused);
      setAnnouncement(`Timer paused at ${formatElapsed(paused.accumulatedSeconds)}.`);
    },
    resume: () => {
      const latest = latestState();
      if (rules && latest) apply(rules.resumeTracking(latest, Date.now()));
    },
    stop: stopSession,
    pauseAndSave: async () => {
      if (rules) await handOver(rules.pauseAndDrainTracking, (elapsed) => `Timer paused; ${elapsed} saved.`);
    },
    discard: (habitId) => {
      if (rules && latestState()?.habitId === habitId) apply(rules.idleTrackerState);
    },
  };
}
