import { closingCourtesy } from './closing-courtesy';
import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit, shareOf } from './find-rows';
import { proposeAction } from './propose-action';
import { findDate } from './read-dates';
import { restoreFocusDayPossessive } from './read-focus-day';
import { findDuration } from './read-quantities';
import { recoverOriginal } from './recover-original';
import { bold, capitalize, formatDay, writeProposal } from './write-reply';

/**
 * Today's focus ("my focus today is finishing the report", "focus for tomorrow: call the bank") and
 * focus sessions done ("log a 25 minute focus session for my thesis goal", "log a pomodoro").
 */

const pomodoroMinutes = 25;
const focusSessionSignal =
  /\b(?:focus(?:ed)? (?:session|hours?|minutes?)|focus block|deep work session|pomodoros?|focus sprint)\b/;
// "a focused hour", "40 focused minutes": the length said around the word, read as "1 hour", "40 minutes".
const focusedLength = /\b(an?|\d+(?:\.\d+)?) focus(?:ed)? (hours?|minutes?)\b/;

const focusVerb = "i(?:'d|'ll|'m| am| will| would)?(?: (?:want|need|like|plan|going) to)? focus(?:ing)? on";
const focusPatterns: RegExp[] = [
  // "swap today's focus for piano scales", "change saturday's focus to the garden": a new focus in place of one.
  /\b(?:swap|change|switch|replace|update|turn)\s+(?:my |the )?(?:(?:today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'?s\s+)?focus(?:\s+for\s+\S+)?\s+(?:for|to|with|into)\s+(.+)/,
  // "set focus tomorrow: X": the day may come before the colon, and "to" must be a word ("tomorrow" is not "to").
  /\bset (?:my |the )?(?:today's |tomorrow's )?(?:main )?focus (?:(?:for )?(?:today|tomorrow)\s*)?(?:(?:to|as|on)\b|:|-)\s*(?:be\s+)?(.+)/,
  /\b(?:today'?s|tomorrow'?s) (?:main |top )?(?:focus|priority|(?:one|1|main|big|biggest)(?: big| main)? thing)\s*(?:is|will be|should be|:|-)?\s*(.+)/,
  /\b(?:my |the )?(?:main |top |biggest |number (?:one|1) |#1 )?(?:focus|priority|(?:one|1|main|big|biggest)(?: big| main)? thing|most important thing)(?: for| of)? (?:today|tomorrow|the day)\s*(?:is|will be|should be|:|-)\s*(.+)/,
  /\b(?:my )?(?:main |top )?(?:focus|priority)\s*(?:today|tomorrow)?\s*(?:is|will be|should be|:|-)\s*(.+)/,
  // "today I'm focusing on X", "tomorrow i'll focus on X", "i want to focus on X today".
  new RegExp(`\\b(?:today|tomorrow),? ${focusVerb} (.+)`),
  new RegExp(`\\b${focusVerb} (.+?) (?:today|tomorrow)\\b`),
  /\bfocus on (.+?) (?:today|tomorrow)\b/,
  // "let's make today a thesis day", "call saturday a family day": a day given over to one thing.
  /\b(?:make|call|declare) (?:today|tomorrow|(?:this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day) (?:a|an|my) (.+? day)\b/,
];

// "tomorrows focus please": a focus made only of politeness names nothing to focus on, so it is asked for.
const politeOnly = /^(?:(?:please|pls|plz|thanks|thank you|ta|now|ok|okay|then|coach)\b[\s,!.]*)+$/;

/** Whether a focus read from a message holds something to focus on. */
export function namesAFocus(cleaned: string): boolean {
  return cleaned.length >= 3 && !politeOnly.test(cleaned);
}

function readFocusText(request: TCoachRequest): string | null {
  for (const pattern of focusPatterns) {
    const fragment = pattern.exec(request.text)?.[1];
    if (!fragment) continue;
    const cleaned = fragment
      .replace(/\s*\b(?:for )?(?:today|tomorrow)\b\s*/g, ' ')
      .replace(/^(?:to|on)\s+/, '')
      // "my focus is going to be - deep clean", "…has to be: taxes": the verb of what it will be opens it.
      .replace(/^(?:going to|gonna|got to|gotta|has to|have to|needs? to|must|shall|will) be\b\s*/, '')
      // "set todays focus to: grant application": the colon after "to" opens the focus, no part of it.
      // "for todays focus put down: clean the garage": the verb that writes it down opens it too.
      // Only before the colon or dash: "focus today: write 1000 words", "…: set up my habits" keep their verb.
      .replace(
        /^[,\s]*(?:(?:put|write|jot|note|type|enter|make|have|set)(?: it| that)?(?: down| in| as)?\s*(?=[:=\-–]))?[:=\-–\s]+/,
        '',
      )
      // "focus today: chapter 3 edits. also log 10 pages read": a later sentence opening with a command is a
      // request of its own, no part of the focus.
      .replace(
        /[.!;]\s+(?:(?:also|and|then|plus|oh and|and also)\s+)?(?:log|add|mark|record|track|pause|create|link|rename|archive|tick)\b.*$/,
        '',
      )
      // "focus: taxes 😩": an emoji says how the writer feels about the focus, no part of it.
      .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, ' ')
      .replace(/[.!?\s]+$/, '')
      // "…for piano scales instead", "…from now on": the swap is said, not focused on.
      .replace(new RegExp(`(?:\\s+(?:instead|now|then|${closingCourtesy}))+$`), '')
      // "…, make that my focus": the request said after the focus is no part of it.
      .replace(
        /\s*,?\s*(?:so )?(?:make|set|put) (?:that|it|this) (?:as )?(?:my|the|today's|as) (?:main )?focus\b.*$/,
        '',
      )
      .trim();
    if (namesAFocus(cleaned)) return capitalize(recoverOriginal(request.original, cleaned)).slice(0, 200);
  }
  return null;
}

// "set my focus for tomorrow", "tomorrow's focus please", "can u give today a focus": a focus asked for
// with nothing to focus on yet; every word of it asks, names the day or is politeness.
const askingWords =
  /\b(?:can|could|would|will|you|u|please|pls|plz|i|id|i'd|want|need|like|to|set|give|pick|choose|add|put|make|have|get|me|my|the|a|an|main|focus|for|on|up|one|some|day|now|ok|okay|so|then|coach|let's|lets)\b/g;

function asksForFocusOnly(text: string, dayPhrase: string | undefined): boolean {
  if (!/\bfocus\b/.test(text)) return false;
  const withoutDays = text.replace(/\b(?:today|tomorrow)'?s?\b/g, ' ');
  const rest = (dayPhrase === undefined ? withoutDays : withoutDays.replace(dayPhrase, ' ')).replace(
    askingWords,
    ' ',
  );
  return rest.replace(/[\s,!.?:]+/g, '') === '';
}

export function parseSetFocus(said: TCoachRequest): TCoachAnswer | null {
  if (focusSessionSignal.test(said.text)) return null;
  const request = { ...said, text: restoreFocusDayPossessive(said.text) };
  const focus = readFocusText(request);
  const found = findDate(request.text, request.context.today, 'future');
  if (focus === null)
    return asksForFocusOnly(request.text, found?.phrase) ? askForFocus(found?.date, request) : null;
  const date = found?.date ?? request.context.today;
  const day = formatDay(date, request.context.today);
  const reply = writeProposal(
    {
      lead: `Great choice. I'll set your focus for ${day.replace(/^on /, '')}: ${bold(focus)}.`,
      tip: 'One clear focus makes the rest of the day easier to say no to.',
      question: 'Shall I set it?',
    },
    request.guest,
  );
  return proposeAction(request, reply, { type: 'set_focus', focus, date });
}

/** A session just done is taken to have ended now; one on another day to have started at 09:00. */
/** The question back when a focus is asked for without one: the next message is read as the focus. */
function askForFocus(date: string | undefined, request: TCoachRequest): TCoachAnswer {
  const day = formatDay(date ?? request.context.today, request.context.today).replace(/^on /, '');
  return {
    reply: `What should your focus for ${day} be? Say it in a few words, for example "finish the quarterly report".`,
    action: null,
  };
}

function readStart(request: TCoachRequest, minutes: number): string {
  const { context } = request;
  const found = findDate(request.text, context.today, 'past');
  if (found && found.date !== context.today) return `${found.date}T09:00:00Z`;
  return new Date(Date.parse(context.now) - minutes * 60_000).toISOString();
}

export function parseFocusSession(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!focusSessionSignal.test(text)) return null;
  const pomodoros = /\b(\d+)?\s*pomodoros?\b/.exec(text);
  const duration = findDuration(
    text.replace(
      focusedLength,
      (_, count: string, unit: string) => `${/^an?$/.test(count) ? 1 : count} ${unit}`,
    ),
  );
  const minutes = duration
    ? Math.round(duration.seconds / 60)
    : pomodoros
      ? pomodoroMinutes * Number(pomodoros[1] ?? 1)
      : null;
  if (minutes === null)
    return {
      reply: 'How long was the focus session? For example: "log a 25 minute focus session".',
      action: null,
    };

  const goal = findGoal(text, context);
  const habit = findHabit(text, context);
  const forGoal = goal !== null && (/\bgoal\b/.test(text) || shareOf(goal) >= shareOf(habit));
  const action: TCoachAction = {
    type: 'create_focus_session',
    minutes,
    started_at: readStart(request, minutes),
    ...(forGoal && goal ? { goal_id: goal.row.id } : habit ? { habit_id: habit.row.id } : {}),
  };
  const target =
    forGoal && goal ? ` for the goal ${bold(goal.row.name)}` : habit ? ` for ${bold(habit.row.name)}` : '';
  const reply = writeProposal(
    {
      lead: `Nice work — I'll log a ${minutes}-minute focus session${target}.`,
      tip: 'Sessions count toward your weekly focus time.',
      question: 'Shall I log it?',
    },
    request.guest,
  );
  return proposeAction(request, reply, action);
}
