const minutesPattern = /^(\d+(?:\.\d+)?|\.\d+)$/;
const hoursMinutesPattern = /^(\d+):([0-5]\d)$/;

/**
 * A practice length as a person types it, in whole seconds: "45" or "12.5" are minutes, "1:30" is
 * hours and minutes. Null for anything else. Whether it is in range (1 second to 24 hours) is left to
 * the create_skill_entry rules, so the form says it in their words.
 */
export function parsePracticeDuration(text: string): number | null {
  const trimmed = text.trim();
  const clock = hoursMinutesPattern.exec(trimmed);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60;
  return minutesPattern.test(trimmed) ? Math.round(Number(trimmed) * 60) : null;
}
