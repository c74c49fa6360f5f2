import { skillEntrySecondsMax } from './skill-rules';

const minutesPattern = /^(\d+(?:\.\d+)?|\.\d+)$/;
const hoursMinutesPattern = /^(\d+):([0-5]\d)$/;

/**
 * A practice length as a person types it, in whole seconds: "45" or "12.5" are minutes, "1:30" is
 * hours and minutes. Null for anything else, or for more than a day, so the form can say so.
 * Whether it is long enough (at least 1 second) is left to the create_skill_entry rules.
 */
export function parsePracticeDuration(text: string): number | null {
  const trimmed = text.trim();
  const clock = hoursMinutesPattern.exec(trimmed);
  const seconds = clock
    ? Number(clock[1]) * 3600 + Number(clock[2]) * 60
    : minutesPattern.test(trimmed)
      ? Math.round(Number(trimmed) * 60)
      : null;
  return seconds !== null && seconds <= skillEntrySecondsMax ? seconds : null;
}
