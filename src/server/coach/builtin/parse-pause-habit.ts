import { addDays } from '../../../domain/dates/date-key';
import { describePauseEnd, formatPauseDay } from '../../../domain/habits/pause-ranges';
import { asksForNewThing } from './asks-for-new-thing';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findHabit } from './find-rows';
import { readPausePeriod } from './pause-period';
import { proposeAction } from './propose-action';
import { findDate } from './read-dates';
import { bold, writeProposal } from './write-reply';

/**
 * Pausing a habit the user has (decision 0021): "pause my running habit until Monday" (back on Monday,
 * so Sunday is the last paused day), "pause meditate for two weeks", "take a break from running",
 * "pause journal from friday to sunday"; "unpause running" / "resume running" ends a pause of an
 * active habit. Paused days count neither for nor against the streak.
 */
// Stopping for a while is a pause ("stop the run habit for two weeks", "temporarily drop journal", "skip
// it until further notice"); stopping for good is archiving, and so is archiving said outright.
// "While I recover" is for a while too; "freeze" and "suspend" say it by themselves.
const forAWhile =
  '(?:until|till|while (?:i|im|i am|we)\\b|for (?:a |one |the next )?(?:\\d+|a|one|two|three|four|five|six) (?:day|week)s?\\b|until further notice)';
const pauseWords = new RegExp(
  `\\b(?:paus(?:e|ed|ing)|freeze|suspend|take a break from|(?:needs?|could use|gets?) (?:a |some )?(?:break|rest|breather|time off)|(?:give|take) .+ (?:a )?(?:rest|break|breather)|on hold|temporarily (?:stop|drop)|(?:skip|stop|hold off(?: on)?|drop) .+ ${forAWhile})\\b`,
);
// "take it off pause", "journal's off hold": a pause ended.
const resumeWords = /\b(?:unpause|un-pause|resume|un-?freeze)\b|\b(?:off|out of) (?:pause|hold)\b/;
const durationPattern = /\bfor (?:a |one |the next )?(\d+|a|one|two|three|four|five|six) (day|week)s?\b/;
const counts: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

export function parsePauseHabit(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const resume = resumeWords.test(text);
  if ((!resume && !pauseWords.test(text)) || asksForNewThing(text)) return null;
  const habit = findHabit(text, context);
  if (habit === null) return null;
  const { row } = habit;
  // Resuming an archived habit is restoring it: parseUpdateHabit's job.
  if (resume && !row.active) return null;
  if (resume)
    return propose(request, `I'll resume ${bold(row.name)} from today.`, { habit_id: row.id, pause: null });

  const today = context.today;
  // "this weekend", "next week": a stretch named with no day of its own to start from is the pause's span.
  const period = /\b(?:from|starting|until|till)\b/.test(text) ? null : readPausePeriod(text, today);
  const start = period?.start ?? readStart(text, today);
  const end = period?.end ?? readEnd(text, start, today);
  if (end !== null && end < start) return null;
  const from = start > today ? `from ${formatPauseDay(start)}` : 'from today';
  const until = `${end === null ? ' ' : ', '}${describePauseEnd({ start, end })}`;
  const lead = `I'll pause ${bold(row.name)} ${from}${until}. Paused days count neither for nor against its streak and strength.`;
  return propose(request, lead, { habit_id: row.id, pause: { start, end } });
}

function readStart(text: string, today: string): string {
  const from = /\b(?:from|starting)\s+(.+?)(?:\s+(?:to|until|till|through)\b|$)/.exec(text);
  return (from?.[1] && findDate(from[1], today, 'future')?.date) || today;
}

/**
 * "until Monday" is back on Monday: the pause ends the day before; so does "i'll be back on monday" and
 * "resuming friday". "to Sunday" ends on Sunday.
 */
function readEnd(text: string, start: string, today: string): string | null {
  const until =
    /\b(?:until|till|til|back(?: (?:at|to|on) it)? (?:on|by)|back(?= (?:mon|tues|wednes|thurs|fri|satur|sun)day\b)|resum(?:e|ing) (?:on )?)\s*(.+)$/.exec(
      text,
    );
  if (until?.[1]) {
    const date = findDate(until[1], today, 'future')?.date;
    return date ? addDays(date, -1) : null;
  }
  const through = /\b(?:to|through|thru)\s+(.+)$/.exec(text);
  // "from monday to sunday": a last day before the first is counted from the first.
  if (through?.[1]) {
    const last = findDate(through[1], today, 'future')?.date ?? null;
    return last !== null && last < start ? (findDate(through[1], start, 'future')?.date ?? null) : last;
  }
  const duration = durationPattern.exec(text);
  if (duration?.[1] && duration[2]) {
    const amount = counts[duration[1]] ?? Number(duration[1]);
    return addDays(start, amount * (duration[2] === 'week' ? 7 : 1) - 1);
  }
  return null;
}

function propose(request: TCoachRequest, lead: string, changes: Record<string, unknown>): TCoachAnswer {
  const reply = writeProposal({ lead, question: 'Shall I go ahead?' }, request.guest);
  return proposeAction(request, reply, { type: 'update_habit', ...changes });
}
