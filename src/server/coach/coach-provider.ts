import type { TChatMessage, TIntent } from '../../domain/coach/chat-types';
import type { THabitSchedule } from '../../domain/habits/habit-schedule';
import type { TPauseRange } from '../../domain/habits/pause-ranges';
import type { TGoalProgressDto } from '../services/goals/present-goal';
import type { THabitStats } from '../services/habits/load-habit-stats';

/**
 * What the coach knows about the person it talks to, built by the server for each turn (issue 5: habits,
 * the last 14 days, goals, skills, focus, preferences). A guest gets the empty context: no rows, today in UTC.
 */
export type TCoachContext = {
  signed_in: boolean;
  /** The user's local date (YYYY-MM-DD) and the instant the turn started. */
  today: string;
  now: string;
  timezone: string;
  week_start: string;
  units: 'metric' | 'imperial';
  motivation_style: string | null;
  habits: {
    id: string;
    name: string;
    type: 'boolean' | 'number';
    target: number | null;
    unit: string | null;
    active: boolean;
    created_at: string;
    /** When it is meant to be done (decision 0021); daily when absent. */
    schedule?: THabitSchedule;
    /** Streaks and strength (0 to 1) over the habit's whole history, as the tracker shows them. */
    stats?: THabitStats;
    /** Its first day (creation, or its first log when earlier) and its pauses with the account's vacations (decision 0031). */
    started_on?: string;
    paused_ranges?: TPauseRange[];
  }[];
  /** Logs of the last 14 days, today included. */
  recent_logs: {
    habit_id: string;
    date: string;
    value_number: number | null;
    value_boolean: boolean | null;
    time_tracked_seconds: number;
    is_complete: boolean;
  }[];
  goals: {
    id: string;
    name: string;
    description: string | null;
    type: string;
    target_value: number | null;
    target_metric: string | null;
    unit: string | null;
    end_date: string | null;
    status: string;
    created_at: string;
    /** The goal's progress as the goals page shows it (docs/goal-progress.md). */
    progress?: TGoalProgressDto;
  }[];
  /** Which habits count toward which goals, and with what weight (0 to 5), as the goals page links them. */
  habit_goal_links?: { habit_id: string; goal_id: string; contribution: number }[];
  skills: { id: string; name: string; baseline_hours: number }[];
  subskills: { id: string; parent_skill_id: string; name: string }[];
  /** Practice logged per subskill and day over the last 14 days, and per subskill over all time (Mastery's logs). */
  recent_practice?: { skill_id: string; subskill_id: string; date: string; seconds: number }[];
  practice_totals?: { skill_id: string; subskill_id: string; seconds: number }[];
  /** Today's focus, if set. */
  focus: string | null;
};

/** What a provider streams: text as it comes, and at most one proposed action (not yet validated). */
export type TCoachProviderEvent = { type: 'delta'; text: string } | { type: 'action'; action: unknown };

export type TCoachTurn = {
  messages: TChatMessage[];
  context: TCoachContext;
  /** Guests get shorter answers (spec 1). */
  guest: boolean;
  signal: AbortSignal;
};

export type TIntentTurn = {
  pendingAction: { type: string } & Record<string, unknown>;
  userMessage: string;
  context: TCoachContext;
  signal: AbortSignal;
};

/**
 * One interface for the OpenAI-compatible provider and the built-in coach. Errors are thrown as Error with
 * the spec 8 message ('AI request failed (429)', 'AI stream failed (500)', 'AI request failed after retries'...).
 */
export interface TCoachProvider {
  readonly model: string;
  streamReply(turn: TCoachTurn): AsyncIterable<TCoachProviderEvent>;
  /** How the user answered a pending action; `action` is the changed action when the intent is modify. */
  interpretIntent(turn: TIntentTurn): Promise<{ intent: TIntent; action?: unknown }>;
}

/**
 * A provider failure whose message may be shown to the user as it is (spec 8): the chat route sends it in
 * the `error` event or the JSON error body. Any other error is a bug and is answered with a generic message.
 */
export class CoachProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CoachProviderError';
  }
}
