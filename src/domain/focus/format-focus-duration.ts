import { formatDuration } from '../actions/format-duration';

/**
 * How long a focus session lasted, in the words every screen uses (issue 35: a 6-second session is
 * "6 s", not "1 minute"). Timed sessions carry their seconds and are written as formatDuration writes
 * any length ("6 s", "25 min", "1 h 5 min"); sessions given in whole minutes have none.
 */
export function formatFocusDuration({
  minutes,
  seconds,
}: {
  minutes: number;
  /** Absent from actions stored before seconds were kept. */
  seconds?: number | null;
}): string {
  return seconds == null ? `${minutes} min` : formatDuration(seconds);
}

/** A total of focus minutes (which timed seconds make fractional): "under a minute", "1 minute", "42 minutes". */
export function formatFocusMinutesTotal(minutes: number): string {
  if (minutes > 0 && minutes < 1) return 'under a minute';
  const whole = Math.round(minutes);
  return `${whole} ${whole === 1 ? 'minute' : 'minutes'}`;
}
