/**
 * A timer reading: mm:ss below an hour, h:mm:ss from then on. Anything that is not a whole
 * non-negative number of seconds is read as the whole seconds it holds, and nonsense as 0, because a
 * display must never show NaN or a negative clock.
 */
export function formatElapsed(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const mmss = `${padTwo(minutes)}:${padTwo(rest)}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** Reads a timer display back into seconds; null for text that is not one. */
export function parseElapsed(text: string): number | null {
  const match = /^(?:(\d+):)?([0-5]\d):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

function padTwo(value: number): string {
  return String(value).padStart(2, '0');
}
