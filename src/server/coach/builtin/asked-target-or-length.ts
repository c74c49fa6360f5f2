import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import type { TCoachAnswer } from './coach-answer';
import { normalizeMessage } from './normalize-message';
import { findDuration } from './read-quantities';

/**
 * The coach's own questions for one figure, answered by the next message: a focus session's length, a
 * habit's new target (moved out of answer-in-conversation.ts, which reads what was said before in general).
 * `asked` is what the coach said last, `before` the user's message before this one.
 */

/** "How long was the focus session?" then "forty": a bare amount answering it is the session's minutes. */
export function onAskedFocusLength(
  asked: string,
  before: string,
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  if (!/^How long was the focus session\?/.test(asked)) return null;
  const text = normalizeMessage(message);
  const minutes = findDuration(text)?.seconds ?? null;
  const bare = /^(?:about |around |maybe |roughly )?(\d+(?:\.\d+)?)(?:ish)?(?: min(?:ute)?s?)?[.!]*$/.exec(
    text,
  )?.[1];
  const said = minutes !== null ? Math.round(minutes / 60) : bare !== undefined ? Number(bare) : null;
  if (said === null) return null;
  // The request asked about keeps what it said ("for the marathon goal"); the length completes it.
  const request = before.replace(/[\s,.!?]*$/, '');
  for (const reading of [`${request} for ${said} minutes`, `log a ${said} minute focus session`]) {
    const answer = answerMessage(reading, context, guest);
    if (answer.action?.type === 'create_focus_session') return answer;
  }
  return null;
}

/**
 * "What should **Read**'s new daily target be?" then "30 sounds right": the amount said answers the
 * coach's question, so it is the new target, not a log of 30.
 */
export function onAskedTarget(
  asked: string,
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  const habit = /^What should \*\*(.+?)\*\*'s new daily target be\?/.exec(asked)?.[1];
  const amount = /\b(\d+(?:\.\d+)?)\b/.exec(normalizeMessage(message))?.[1];
  if (habit === undefined || amount === undefined) return null;
  const answer = answerMessage(`change the target of ${habit} to ${amount}`, context, guest);
  return answer.action?.type === 'update_habit' ? answer : null;
}

// A reply that changes the subject, asks, or says a request of its own ("add one called tapping", read as
// such): never the bare name asked for.
const notAPartName =
  /\?|^(?:no|nope|nah|cancel|never ?mind|forget it|actually)\b|\d|\b(?:called|named|add|create|make|log)\b/;

/**
 * "What should the new subskill of **Guitar** be called?" then "strumming", "name: barre chords", "lets call it
 * tapping": the coach asked for a name alone, so the reply (without the words that say it is a name) is it,
 * whatever words the request that left it open used ("needs 1 more subskill beneath it").
 */
export function onAskedSubskillName(
  asked: string,
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  const skill = /^What should the new subskill of \*\*(.+?)\*\* be called\?/.exec(asked)?.[1];
  const name = message.trim().replace(/[.!]+$/, '');
  if (skill === undefined || name === '' || notAPartName.test(name.toLowerCase())) return null;
  if (name.split(/\s+/).length > 5) return null;
  const answer = answerMessage(`add a subskill called ${name} to ${skill}`, context, guest);
  return answer.action?.type === 'create_user_subskill' ? answer : null;
}
