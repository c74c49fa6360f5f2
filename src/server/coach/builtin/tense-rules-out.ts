import { opensWithReportedActivity } from './habit-name-words';
import { deadlineRulesOut } from './says-deadline';

/**
 * Readings the message's tense rules out, both ways: a deadline ahead is no record of what was done ("200
 * hours of guitar by december"), and a report of what was done is no goal ("jogged 3 km", "cycled 10 km"),
 * unless a goal is asked for in so many words. A report of an activity with no habit yet is then offered as
 * the habit, as "slept 8 hours" is.
 */
export function tenseRulesOut(intent: string, text: string): boolean {
  if (deadlineRulesOut(intent, text)) return true;
  return intent === 'create_goal' && reportsRatherThanSetsGoal(text);
}

/** "jogged 3 km": a listed activity reported done, with no goal asked for in so many words. */
export function reportsRatherThanSetsGoal(text: string): boolean {
  return opensWithReportedActivity(text) && !/\bgoals?\b/.test(text);
}
