import { toneOf } from './answer-aside';
import type { TCoachRequest } from './coach-answer';
import { findGoal, findHabit, findSkill, findSubskill } from './find-rows';

/**
 * "rough night, baby was up at 3am", "just finished a 12 hour shift, shattered", "morning! coffee first
 * then habits": the person tells how they are or what their day was, in a tone, and asks for nothing. The
 * numbers there are a clock time or the length of what happened to them (a shift, a flight), never an
 * amount of a habit, and no row of theirs is named; so no reading of the words (a schedule block "Baby was
 * up", a goal "Just finished a 12 hour shift", a log of "Stumbled on this thing") is what they meant.
 */

// Words that ask for a change outright, or name something to keep up: then the message is a request.
const asksForChange =
  /\b(?:add|create|new|track|log|set|make|start|stop|plan|schedule|rename|change|pause|resume|archive|link|mark|tick|record|remind|put|want|wanna|need|focus|goal|practi[cs]ed?|habit|habits?\s*:|please|pls|plz|update|switch|turn|every|each|daily|nightly|weekly|per|times)\b/;

// "3am", "at 6:30", "6 o'clock": the time something happened.
const clockTime =
  /\b(?:at |around |till |until )?\d{1,2}(?::\d{2})?\s*(?:am|pm|o'?clock)\b|\bat \d{1,2}(?::\d{2})?\b/g;

// "a 12 hour shift", "10 hours on a plane", "an 8h drive": how long something that befell them lasted.
const circumstanceLength =
  /\b\d+(?:\.\d+)?[ -]?(?:h|hrs?|hours?|min(?:ute)?s?|days?)(?: long)? (?:of )?(?:(?:night|day|late|early|double|long|work|hospital|nursing|on-call) )?(?:shifts?|flights?|drives?|commutes?|journeys?|trips?|meetings?|workdays?|days at work|days? of work|on a (?:plane|train|bus)|in the car|at work|on call|of travel(?:ling|ing)?|of meetings)\b|\b(?:after|for) (?:a |\d+ )?(?:days?|weeks?|months?) (?:away|off|abroad|of holiday|on holiday|travel(?:l?ing)?)\b/g;

function namesOwnRow(text: string, context: TCoachRequest['context']): boolean {
  return [findHabit, findGoal, findSkill, findSubskill].some((find) => find(text, context) !== null);
}

/** Whether the message only tells how things are with the person, in a tone, naming nothing to act on. */
export function tellsCircumstance({ text, context }: TCoachRequest): boolean {
  const tone = toneOf(text);
  // "right, off to make dinner": what one leaves to do is no request.
  const said = (tone === 'farewell' ? text.replace(/\boff to\b[^,.;!?]*/, ' ') : text)
    // "one of these apps": the normaliser's "1 of" is no amount.
    .replace(/\b1 of (?:these|those|them|the|my|your)\b/g, ' ')
    // "never used one of these habit apps": an app named by its kind names no habit.
    .replace(/\b(?:habits?|goals?) (?:apps?|trackers?|tracking apps?)\b/g, 'app')
    // "running on 4 hours sleep": an idiom for being tired, no run.
    .replace(/\brunning on (?:empty|fumes|no sleep|\d+ hours?(?: of)? sleep)\b/g, ' ');
  // Only a low mood, a greeting or a goodbye: thanks and praise ("metric, thanks", "i do best with a
  // buddy") often come with a request in few words.
  if (!['low', 'greeting', 'farewell'].includes(tone) || asksForChange.test(said)) return false;
  // "hey, meditate" may be a habit asked for in one word; a greeting sets the tone of a remark, not of a name.
  if (tone === 'greeting' && text.split(/\s+/).length < 4) return false;
  const withoutTimes = said.replace(clockTime, ' ').replace(circumstanceLength, ' ');
  return !/\d/.test(withoutTimes) && !namesOwnRow(withoutTimes, context);
}
