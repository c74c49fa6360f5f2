import { diffDays } from '../../../domain/dates/date-key';
import { formatCount } from '../../../domain/text/format-count';
import { asksForFigures } from './asks-for-figures';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit } from './find-rows';
import { findDate } from './read-dates';
import { bold, formatDay } from './write-reply';

/**
 * "how many days until the end of december", "how many weeks till march 1": the days from today to a
 * date, counted as the calendar counts them. A goal's deadline ("days left on the reading goal") is the
 * goal's answer (answer-goal-pace.ts), so a question naming a row is left to it.
 */

const asksDaysUntil =
  /\bhow (?:many (?:days|weeks)(?: (?:are )?(?:left|remaining|are there|to go|do i have))?|long) (?:until|till|til|to|before)\b/;

export function answerDaysUntil(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!asksDaysUntil.test(text) || !asksForFigures(text)) return null;
  if (findGoal(text, context) !== null || findHabit(text, context) !== null) return null;
  const found = findDate(text.replace(/^.*?\b(?:until|till|til|to|before)\b/, ''), context.today, 'future');
  if (found === null || found.date <= context.today) return null;
  const days = formatCount(diffDays(found.date, context.today), 'day');
  const weeks = `about ${formatCount(Math.round(diffDays(found.date, context.today) / 7), 'week')}`;
  const until = formatDay(found.date, context.today).replace(/^on /, '');
  // "how many weeks till…" is answered in weeks first.
  const [first, second] = /\bweeks\b/.test(text) ? [weeks, days] : [days, weeks];
  return { reply: `${bold(first)} (${second}) from today to ${until}.`, action: null };
}
