import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import { isUnknownAnswer } from './answer-unknown-question';
import { asksForNewThing } from './asks-for-new-thing';
import { isPlainQuestion } from './classify-message-kind';
import type { TCoachAnswer } from './coach-answer';
import { normalizeMessage } from './normalize-message';
import { findDate } from './read-dates';
import { recordWords } from './record-words';
import { lastNamed, namedRow } from './refer-to-earlier';

/**
 * After a data question, the next message often leans on it: a log for the row it named ("log 15 for
 * today"), on the day it asked about ("put 18 pages on it"), or the same question for another day ("how
 * about tuesday").
 */

// "log one for today too": the addition words say it is one more, "one" stands for the row.
const saidAgain = /[\s,]+(?:too|as well|also)[.!]*$/i;

/**
 * "how many pages did i read this week?" then "log 15 for today", "runs since monday?" then "log one for
 * today too": a log or an amount that names no row is for the habit, goal or skill last talked about.
 */
export function forLastNamed(
  message: string,
  earlier: readonly string[],
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  const text = normalizeMessage(message);
  if (!/^(?:log|mark|track|record|add|put)\b|\d/.test(text) || asksForNewThing(text)) return null;
  if (namedRow(text, context) !== null) return null;
  const named = lastNamed(earlier, context);
  if (named === null) return null;
  const said = message.replace(saidAgain, '');
  const readings = [`${said} for ${named}`, said.replace(/\b(?:one|another)\b/i, named)];
  for (const reading of readings) {
    const answer = answerMessage(reading, context, guest);
    if (answer.action !== null) return answer;
  }
  return null;
}

const namesPeriod =
  /\b(?:today|yesterday|tonight|this (?:week|month|year|morning)|last (?:week|month|night)|so far|lately|recently|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

/**
 * "12 glasses of water today" then "btw how much did i have yesterday?": a question that names no row, and
 * that nothing answers on its own, asks about the habit, goal or skill last talked about.
 */
export function askedOfLastNamed(
  message: string,
  earlier: readonly string[],
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer {
  const alone = answerMessage(message, context, guest);
  if (namedRow(normalizeMessage(message), context) !== null) return alone;
  const named = lastNamed(earlier, context);
  // A lesson answers a how-to question; one asked of a day or a period ("this week?") asks for figures.
  const forFigures =
    isUnknownAnswer(alone) || (alone.reply.startsWith('From **') && namesPeriod.test(message));
  if (named === null || !forFigures) return alone;
  const asked = answerMessage(`${message.replace(/[\s?!.]*$/, '')} for ${named}?`, context, guest);
  // The figures of the row, not a lesson: a how-to question keeps its lesson.
  return asked.action === null && asked.reply.startsWith(`**${named}**`) ? asked : alone;
}

const datedReports = new Set(['log_habit', 'create_skill_entry']);
// A period ("this week", "since monday") is no one day a report could be on.
const periodWords = /\b(?:week|month|year|since|from|between|days|last \d)\b/;

/**
 * "i forgot to tick something on wednesday", "missed logging a thing yesterday": a report that names no
 * row yet, only its day; the row said next is reported on that day.
 */
const reportWithoutRow =
  /\b(?:log(?:ged|ging)?|tick(?:ed|ing)?|mark(?:ed|ing)?|check(?:ed|ing)? off|record(?:ed|ing)?)\b.*\b(?:something|a thing|one of (?:them|my \w+)|a habit)\b/;

function reportsWithoutRow(text: string, context: TCoachContext): boolean {
  return (reportWithoutRow.test(text) || recordWords.test(text)) && namedRow(text, context) === null;
}

/** The one past day a plain question asked about, or a report left without its row, or null. */
function dayAsked(question: string, context: TCoachContext): string | null {
  const { today } = context;
  const text = normalizeMessage(question);
  if (!(isPlainQuestion(text) || reportsWithoutRow(text, context)) || periodWords.test(text)) return null;
  const found = findDate(text, today, 'past');
  return found === null || found.date === today ? null : found.date;
}

/**
 * "how did i do on reading wednesday" then "put 18 pages on it": a report that names no day is for the
 * day the question asked about, not today.
 */
export function onQuestionDay(
  previous: string,
  message: string,
  answer: TCoachAnswer,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer {
  const { action } = answer;
  if (action === null || !datedReports.has(action.type) || action.date !== context.today) return answer;
  if (findDate(normalizeMessage(message), context.today, 'past') !== null) return answer;
  const day = dayAsked(previous, context);
  if (day === null) return answer;
  const again = answerMessage(`${message} on ${day}`, context, guest);
  return again.action?.type === action.type && again.action.date === day ? again : answer;
}

// "how about tuesday", "what about on the 24th?", "and thursday?", "same for scales": the question before,
// for another day or another row.
const anotherDay =
  /^(?:(?:and|ok|okay|so|hmm)[,!.]?\s+)?(?:(?:how|what) about|and|(?:(?:do |and )?(?:the )?same (?:for|with|on)|ditto(?: for)?))\s+(?:on |for )?(?:my |the )?(.+?)[\s?!.]*$/;

/** "how many pages did i read on the 23rd?" then "how about tuesday": asked again for Tuesday. */
export function sameQuestionFor(
  previous: string,
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  const day = anotherDay.exec(normalizeMessage(message))?.[1];
  const before = normalizeMessage(previous);
  if (day === undefined || !isPlainQuestion(before)) return null;
  const asked = findDate(before, context.today, 'past');
  const wanted = findDate(day, context.today, 'past');
  const again =
    asked === null || wanted === null || wanted.phrase !== day
      ? withAnotherRow(before, day, context)
      : before.replace(asked.phrase, wanted.phrase);
  if (again === null) return null;
  const answer = answerMessage(again, context, guest);
  return answer.action === null ? answer : null;
}

/**
 * "how long on chords this week so far" then "same for scales": the words that named the row before
 * name the row said now; null unless both are rows of the user's and the new one is all that was said.
 */
function withAnotherRow(before: string, said: string, context: TCoachContext): string | null {
  const wanted = namedRow(said, context);
  const asked = namedRow(before, context);
  if (wanted === null || asked === null || wanted.row.id === asked.row.id) return null;
  const words = before.split(' ');
  const at = words.findIndex((word) => namedRow(word, context)?.row.id === asked.row.id);
  if (at < 0) return null;
  return [...words.slice(0, at), said, ...words.slice(at + 1)].join(' ');
}
