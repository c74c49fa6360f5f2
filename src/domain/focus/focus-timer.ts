import { z } from 'zod';
import { focusSessionMinutesMax, focusSessionMinutesMin } from '../actions/create-focus-session.action';
import { computeElapsedSeconds } from '../time-tracker/time-tracker';

/**
 * The focus-session countdown as pure transitions over the clock reading (epoch ms), like the habit
 * timer (time-tracker.ts, whose elapsed-time rule it shares): it counts up the focused seconds and
 * stops at the planned length. A session that has ended keeps its focused time until it is saved.
 */

export type TFocusTimerState = {
  /** Tells one session from the next, so two tabs never save the same one twice. */
  sessionId: string;
  plannedMinutes: number;
  goalId: string | null;
  habitId: string | null;
  /** A planned block of the day's agenda run as this session: saving records it on that block. */
  block: TPlannedBlock | null;
  /** When Start was pressed (epoch ms): the session's started_at. */
  startedAt: number;
  isTracking: boolean;
  /** When the clock last started; null while paused or ended. */
  startTime: number | null;
  /** Whole seconds banked by earlier pauses. */
  accumulatedSeconds: number;
  /** The focused seconds once the session ended (ran out or was finished early), until saved. */
  endedSeconds: number | null;
};

export type TPlannedBlock = { id: string; title: string };

export type TFocusTimerPlan = {
  sessionId: string;
  plannedMinutes: number;
  goalId: string | null;
  habitId: string | null;
  block?: TPlannedBlock | null;
};

/** The POST /api/focus-sessions body of an ended session. */
export type TFocusSessionEntry = {
  minutes: number;
  /** The whole seconds focused; the server keeps them beside the minutes. */
  seconds: number;
  started_at: string;
  goal_id: string | null;
  habit_id: string | null;
};

export const focusMinutesDefault = 25;

export function startFocusTimer(plan: TFocusTimerPlan, now: number): TFocusTimerState {
  return {
    ...plan,
    block: plan.block ?? null,
    startedAt: now,
    isTracking: true,
    startTime: now,
    accumulatedSeconds: 0,
    endedSeconds: null,
  };
}

/** Seconds focused so far, never past the planned length. */
export function computeFocusedSeconds(state: TFocusTimerState, now: number): number {
  if (state.endedSeconds !== null) return state.endedSeconds;
  return Math.min(computeElapsedSeconds(state, now), state.plannedMinutes * 60);
}

export function computeRemainingSeconds(state: TFocusTimerState, now: number): number {
  return state.plannedMinutes * 60 - computeFocusedSeconds(state, now);
}

/** The countdown reached zero and nobody has ended the session yet. */
export function hasFocusTimerRunOut(state: TFocusTimerState, now: number): boolean {
  return state.endedSeconds === null && computeRemainingSeconds(state, now) <= 0;
}

export function pauseFocusTimer(state: TFocusTimerState, now: number): TFocusTimerState {
  if (!state.isTracking || state.endedSeconds !== null) return state;
  return {
    ...state,
    isTracking: false,
    startTime: null,
    accumulatedSeconds: computeFocusedSeconds(state, now),
  };
}

export function resumeFocusTimer(state: TFocusTimerState, now: number): TFocusTimerState {
  if (state.isTracking || state.endedSeconds !== null) return state;
  return { ...state, isTracking: true, startTime: now };
}

/** Ends the session (run out or finished early): the clock stops and the focused time is kept. */
export function endFocusTimer(state: TFocusTimerState, now: number): TFocusTimerState {
  if (state.endedSeconds !== null) return state;
  return {
    ...state,
    isTracking: false,
    startTime: null,
    endedSeconds: computeFocusedSeconds(state, now),
  };
}

/**
 * What an ended session saves: the seconds actually focused (issue 35: a session cut short after 6
 * seconds is saved as 6 seconds, not as a minute), at least 1, and its minutes within the
 * create_focus_session limits (the server stores the seconds rounded as its minutes).
 */
export function readFocusSessionEntry(state: TFocusTimerState, now: number): TFocusSessionEntry {
  const seconds = Math.max(1, Math.round(computeFocusedSeconds(state, now)));
  const minutes = Math.round(seconds / 60);
  return {
    minutes: Math.min(focusSessionMinutesMax, Math.max(focusSessionMinutesMin, minutes)),
    seconds: Math.min(focusSessionMinutesMax * 60, seconds),
    started_at: new Date(state.startedAt).toISOString(),
    goal_id: state.goalId,
    habit_id: state.habitId,
  };
}

/**
 * What a screen reader hears about the time left. It changes every 5 minutes, then every minute in the
 * last five, then once for the last minute, so a polite live region holding it never speaks every second.
 */
export function describeTimeLeft(remainingSeconds: number): string {
  if (remainingSeconds <= 0) return 'Time is up';
  if (remainingSeconds <= 60) return 'Less than a minute left';
  const minutes = Math.ceil(remainingSeconds / 60);
  const spoken = minutes <= 5 ? minutes : Math.ceil(minutes / 5) * 5;
  return `About ${spoken} minutes left`;
}

/* Persistence: kept in localStorage under the user's id, so a reload picks the session up again. */

const ZSavedFocusTimer = z.object({
  userId: z.string(),
  sessionId: z.string().min(1),
  plannedMinutes: z.number().int().min(focusSessionMinutesMin).max(focusSessionMinutesMax),
  goalId: z.string().nullable(),
  habitId: z.string().nullable(),
  // Sessions saved before blocks existed have none.
  block: z.object({ id: z.string(), title: z.string() }).nullable().default(null),
  startedAt: z.number(),
  isTracking: z.boolean(),
  startTime: z.number().nullable(),
  accumulatedSeconds: z.number().min(0),
  endedSeconds: z.number().min(0).nullable(),
});

export function serializeFocusTimer(state: TFocusTimerState, userId: string): string {
  return JSON.stringify({ ...state, userId });
}

/**
 * The session to show on page load, or null. Someone else's session or anything unreadable is none. A
 * running session keeps its start time, so time the page was closed counts (and may have ended it);
 * a start time in the future, from a clock that was wrong, is pulled back to now.
 */
export function restoreFocusTimer(
  saved: string | null,
  reader: { userId: string; now: number },
): TFocusTimerState | null {
  if (saved === null) return null;
  let parsed: z.infer<typeof ZSavedFocusTimer>;
  try {
    const result = ZSavedFocusTimer.safeParse(JSON.parse(saved));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  if (parsed.userId !== reader.userId) return null;
  const { userId: _owner, ...state } = parsed;
  return {
    ...state,
    startTime: state.isTracking ? Math.min(state.startTime ?? reader.now, reader.now) : null,
  };
}
