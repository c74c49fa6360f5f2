import { z } from 'zod';

/**
 * The habit timer of spec 4 "Time tracker", as pure transitions: each takes the state and the clock
 * reading (epoch ms) and returns the next state, so the same rules run in any tab and in tests.
 */

export type TTrackerMetadata = {
  /** The local date (YYYY-MM-DD) the session started on: the day its time is logged to, even past midnight. */
  sessionDateKey?: string;
  [key: string]: unknown;
};

export type TTrackerState = {
  isTracking: boolean;
  habitId: string | null;
  /** When the clock last started (epoch ms); null while paused or idle. */
  startTime: number | null;
  /** Whole seconds banked by earlier pauses. */
  accumulatedSeconds: number;
  metadata: TTrackerMetadata;
};

/** What a stop or a drain hands over to be logged. */
export type TTrackedSession = { totalSeconds: number; habitId: string | null; metadata: TTrackerMetadata };
export type TTrackerOutcome = { state: TTrackerState; session: TTrackedSession };

export const idleTrackerState: TTrackerState = {
  isTracking: false,
  habitId: null,
  startTime: null,
  accumulatedSeconds: 0,
  metadata: {},
};

/** Starts a new session; whatever was running before is dropped, so stop it first to keep its time. */
export function startTracking(habitId: string, now: number, dateKey: string): TTrackerState {
  return {
    isTracking: true,
    habitId,
    startTime: now,
    accumulatedSeconds: 0,
    metadata: { sessionDateKey: dateKey },
  };
}

export function pauseTracking(state: TTrackerState, now: number): TTrackerState {
  if (!state.isTracking) return state;
  return {
    ...state,
    isTracking: false,
    startTime: null,
    accumulatedSeconds: computeElapsedSeconds(state, now),
  };
}

export function resumeTracking(state: TTrackerState, now: number): TTrackerState {
  if (state.isTracking || state.habitId === null) return state;
  return { ...state, isTracking: true, startTime: now };
}

/** Ends the session: hands over its total, habit and metadata, and leaves nothing behind. */
export function stopTracking(state: TTrackerState, now: number): TTrackerOutcome {
  return { state: idleTrackerState, session: readSession(state, now) };
}

/** Hands over the time so far but stays on the habit, paused at 0, ready to resume. */
export function pauseAndDrainTracking(state: TTrackerState, now: number): TTrackerOutcome {
  return {
    state: { ...state, isTracking: false, startTime: null, accumulatedSeconds: 0 },
    session: readSession(state, now),
  };
}

/** Banked seconds plus the whole seconds since the clock started; a clock set back never subtracts. */
export function computeElapsedSeconds(
  state: Pick<TTrackerState, 'isTracking' | 'startTime' | 'accumulatedSeconds'>,
  now: number,
): number {
  if (!state.isTracking || state.startTime === null) return state.accumulatedSeconds;
  return state.accumulatedSeconds + Math.max(0, Math.floor((now - state.startTime) / 1000));
}

function readSession(state: TTrackerState, now: number): TTrackedSession {
  return {
    totalSeconds: computeElapsedSeconds(state, now),
    habitId: state.habitId,
    metadata: state.metadata,
  };
}

/* Persistence: the state is saved locally with who saved it, when and from which tab. */

export type TTrackerOwner = { userId: string; updatedAt: number; tabId: string };

const ZSavedTrackerState = z.object({
  isTracking: z.boolean(),
  habitId: z.string().nullable(),
  startTime: z.number().nullable(),
  accumulatedSeconds: z.number().min(0),
  metadata: z.looseObject({ sessionDateKey: z.string().optional() }),
  userId: z.string(),
  updatedAt: z.number(),
  tabId: z.string(),
});

export function serializeTrackerState(state: TTrackerState, owner: TTrackerOwner): string {
  return JSON.stringify({ ...state, ...owner });
}

/**
 * The state to use on page load. Someone else's state, or anything unreadable, gives an idle tracker.
 * A session that was running keeps its start time, so the time the page was closed counts as tracked
 * (only a start time in the future, from a clock that was wrong, is pulled back to now).
 */
export function restoreTrackerState(
  saved: string | null,
  reader: { userId: string; now: number },
): TTrackerState {
  const parsed = readSavedTrackerState(saved);
  if (parsed === null || parsed.userId !== reader.userId) return idleTrackerState;
  const { isTracking, habitId, startTime, accumulatedSeconds, metadata } = parsed;
  return {
    isTracking,
    habitId,
    startTime: isTracking ? Math.min(startTime ?? reader.now, reader.now) : null,
    accumulatedSeconds,
    metadata,
  };
}

/**
 * Whether a change seen in storage came from another tab of the same user and should be applied.
 * A removal is a stop, which every tab of the user whose session it was must follow, and so is
 * storage cleared wholesale (nothing removed is known then).
 */
export function shouldApplyExternalChange(
  change: { newValue: string | null; oldValue: string | null },
  reader: { userId: string; tabId: string },
): boolean {
  if (change.newValue === null) {
    return change.oldValue === null || readSavedTrackerOwner(change.oldValue) === reader.userId;
  }
  const parsed = readSavedTrackerState(change.newValue);
  return parsed !== null && parsed.userId === reader.userId && parsed.tabId !== reader.tabId;
}

/**
 * Whose session a saved value holds (null: none, or unreadable). A stop removes the saved value only
 * when it is not another user's, so a stale tab never ends someone else's running session.
 */
export function readSavedTrackerOwner(saved: string | null): string | null {
  return readSavedTrackerState(saved)?.userId ?? null;
}

function readSavedTrackerState(saved: string | null): z.infer<typeof ZSavedTrackerState> | null {
  if (saved === null) return null;
  try {
    const result = ZSavedTrackerState.safeParse(JSON.parse(saved));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
