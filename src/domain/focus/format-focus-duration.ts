/**
 * How long a focus session lasted, in the words every screen uses (issue 35: a 6-second session is
 * "6 s", not "1 minute"). Timed sessions carry their seconds; sessions given in minutes do not.
 *   seconds < 60            → "6 s"
 *   under 10 minutes        → "4 min 30 s" (whole minutes drop the seconds: "4 min")
 *   otherwise               → "25 min", the seconds rounded away
 */
export function formatFocusDuration({
  minutes,
  seconds,
}: {
  minutes: number;
  /** Absent from actions stored before seconds were kept. */
  seconds?: number | null;
}): string {
  if (seconds == null) return `${minutes} min`;
  if (seconds < 60) return `${seconds} s`;
  const wholeMinutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (wholeMinutes >= 10) return `${Math.round(seconds / 60)} min`;
  return rest === 0 ? `${wholeMinutes} min` : `${wholeMinutes} min ${rest} s`;
}

/** A total of focus minutes (which timed seconds make fractional): "under a minute", "1 minute", "42 minutes". */
export function formatFocusMinutesTotal(minutes: number): string {
  if (minutes > 0 && minutes < 1) return 'under a minute';
  const whole = Math.round(minutes);
  return `${whole} ${whole === 1 ? 'minute' : 'minutes'}`;
}
