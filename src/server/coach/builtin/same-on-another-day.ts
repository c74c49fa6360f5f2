import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';
import { findDate } from './read-dates';

export const datedReports = ['log_habit', 'create_skill_entry'];

/**
 * "i went", "did it", "got one in": a report that names no habit, only that it happened. Said beside a
 * pending log with a day ("and i went yesterday too"), it is that log again on the day said, not a new
 * habit called "Went". ("one" may reach here as "1": numbers are read as digits first.)
 */
const bareReport =
  /^(?:(?:i|we)\s+)?(?:went|did(?: it| that| one| 1| mine| them)?|done it|managed(?: it| one| 1)?|got (?:it|one|1|that) (?:done|in)|had (?:one|1))$/;

/** "log meditation for yesterday" then "and today", "and i went yesterday too": the last step again, on the day said. */
export function sameOnAnotherDay(
  steps: unknown[],
  rest: string,
  context: TCoachContext,
): TCoachAction | null {
  const last = steps.at(-1) as TCoachAction | undefined;
  if (!last || !datedReports.includes(last.type)) return null;
  const found = findDate(rest, context.today, 'past');
  if (!found) return null;
  const left = rest
    .replace(found.phrase, '')
    .replace(/\b(?:for|on)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (left !== '' && !bareReport.test(left)) return null;
  return { ...last, date: found.date };
}

/** Whether what is added only says "i went" or "did it" on a day: then no habit is named in it. */
export function saysBareReport(rest: string, context: TCoachContext): boolean {
  const found = findDate(rest, context.today, 'past');
  const left = (found ? rest.replace(found.phrase, '') : rest).replace(/\s+/g, ' ').trim();
  return found !== null && bareReport.test(left);
}
