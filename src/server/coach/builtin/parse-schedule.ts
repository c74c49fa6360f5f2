import { formatTimeOfDay, minutesPerDay } from '../../../domain/dates/parse-loose-time';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { proposeAction } from './propose-action';
import { findDate } from './read-dates';
import { findDuration } from './read-quantities';
import { findTime, findTimeRange } from './read-times';
import { bold, capitalize, formatDay, writeProposal } from './write-reply';

/**
 * A day plan: "schedule tomorrow: deep work 9-11am, gym 5:30pm to 6:30pm", "block 2-4pm today for the
 * thesis", "put yoga from 7 to 8 am on my schedule for saturday". Each block has a title and a start;
 * a block given only a start ("dentist at 3pm") lasts an hour.
 */

const scheduleSignal =
  /\b(?:schedule|plan (?:my|the|out|for)|block(?: out| off)?|time ?block|calendar|agenda|timetable|book (?:time|a slot)|on my schedule)\b/;
const defaultBlockMinutes = 60;
const bareHourRange =
  /\b\d{1,2}\s*(?:-|–|to|till|until)\s*\d{1,2}\b(?!\s*(?:[:.]\d|am|pm|[a-z]*\s*(?:pages?|km|k|miles?|minutes?|mins?|hours?|times?|days?|glasses|kg|lbs?|reps|steps|percent|%)\b))/g;

type TSession = { title: string; start_time: string; end_time: string };

const fillerWords =
  /\b(?:can (?:you|u)|could you|schedule|plan(?: out)?|my|the|day|block(?: out| off)?|time ?block|put|add|book|reserve|set aside|on|for|from|at|a|an|in|calendar|agenda|please|then|i have|i've got|there's|session of|slot|out|today|tomorrow|between)\b/g;

function readSession(segment: string): TSession | null {
  const range = findTimeRange(segment);
  const single = range === null ? findTime(segment) : null;
  if (range === null && single === null) return null;
  // "standup at 9:15 for 15 minutes", "a 45 min walk at 1pm": a block with a start and a length.
  const length = range === null ? findDuration(segment.replace(single?.phrase ?? '', ' ')) : null;
  const start = range?.start ?? single?.minutes ?? 0;
  const minutes = length === null ? defaultBlockMinutes : Math.round(length.seconds / 60);
  const end = range?.end ?? Math.min(start + minutes, minutesPerDay);
  const title = segment
    .replace(range?.phrase ?? single?.phrase ?? '', ' ')
    .replace(length?.phrase ?? '', ' ')
    .replace(fillerWords, ' ')
    // "on today's plan": once the day is read, its possessive is left alone; it is no part of a title.
    .replace(/(?:^|\s)'s\b/g, ' ')
    .replace(/[^a-z0-9' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:-|and|to)\s*/, '')
    .replace(/\s*(?:-|and|to)$/, '');
  if (title.length < 2 || end <= start) return null;
  return { title: capitalize(title), start_time: formatTimeOfDay(start), end_time: formatTimeOfDay(end) };
}

/**
 * A plan is written in the order of the day: a block read as afternoon that comes before an earlier one
 * ("6:30 run, 8-9 breakfast") was in the morning.
 */
function keepInOrder(sessions: TSession[]): TSession[] {
  return sessions.map((session, index) => {
    const next = sessions[index + 1];
    const start = Number(session.start_time.slice(0, 2));
    if (next === undefined || start < 12 || session.start_time <= next.start_time) return session;
    const shift = (time: string) => `${pad2(Number(time.slice(0, 2)) - 12)}${time.slice(2)}`;
    const earlier = { ...session, start_time: shift(session.start_time), end_time: shift(session.end_time) };
    return earlier.start_time < next.start_time && earlier.end_time <= next.start_time ? earlier : session;
  });
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function splitSegments(sentence: string): string[] {
  const text = sentence.replace(/\bbetween (\S+) and (\S+)/g, '$1-$2');
  // A list after a colon is the plan; the words before it only say which day.
  const afterColon = text.slice(text.indexOf(':') + 1);
  const list =
    text.includes(':') && !/^\s*\d/.test(text.split(':')[1] ?? '') && /\d/.test(afterColon)
      ? afterColon
      : text;
  return list.split(/[,;\n]|\band then\b|\bthen\b|\band\b(?=[^,]*\d)/).map((part) => part.trim());
}

export function parseSchedule(request: TCoachRequest): TCoachAnswer | null {
  // "7-8 run, 9-12 thesis": a range of bare hours is two times too (but "5-10 pages" is an amount).
  const bareRanges = [...request.text.matchAll(bareHourRange)].length;
  const timeCount =
    [...request.text.matchAll(/\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}/g)].length + 2 * bareRanges;
  // "today from 2pm for two hours": a start and a length are a block of time too.
  const startAndLength = /\bfrom \d{1,2}(?::\d{2})?\s*(?:am|pm)? for \S+ (?:hours?|minutes?)\b/.test(
    request.text,
  );
  if (!scheduleSignal.test(request.text) && timeCount < 2 && !startAndLength) return null;
  return readSchedule(request);
}

/**
 * The day plan with no wording required: the slot filling for a message the classifier reads as
 * `schedule_day` ("put a meeting with anna at 2pm today", "on saturday: market 9am, cleaning 11-1").
 */
export function readSchedule(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (/\bfocus session\b|\bpomodoro\b/.test(text)) return null;
  const found = findDate(text, context.today, 'future');
  const withoutDate = found ? text.replace(found.phrase, ' ') : text;
  const sessions = keepInOrder(
    splitSegments(withoutDate)
      .map(readSession)
      .filter((session): session is TSession => session !== null),
  );
  if (sessions.length === 0) {
    if (!scheduleSignal.test(text)) return null;
    return {
      reply:
        'Sure — what should go in the plan? Give me blocks with times, e.g. "deep work 9-11am, gym 5:30pm to 6:30pm".',
      action: null,
    };
  }
  const date = found?.date ?? context.today;
  const lines = sessions.map((session) => `${session.start_time}–${session.end_time} ${bold(session.title)}`);
  const day = formatDay(date, context.today).replace(/^on /, '');
  const reply = writeProposal(
    {
      lead: request.guest ? `Plan for ${day}: ${lines.join(', ')}.` : `Here's the plan for ${day}:`,
      details: lines,
      tip: 'Want to move something? Say e.g. "at 8am instead" or "tomorrow instead".',
      question: 'Shall I put it on your schedule?',
    },
    request.guest,
  );
  return proposeAction(request, reply, { type: 'schedule_day', date, sessions });
}
