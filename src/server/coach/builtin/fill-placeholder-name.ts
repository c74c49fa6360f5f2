import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import type { TCoachAction } from './coach-answer';
import { withoutHabitKind } from './habit-kind-said';

/**
 * "can u add another subskill under my guitar skill" read as a subskill called "Another subskill", "pick one
 * main thing for today, set it as my focus" as a focus of those words: a name or focus made only of the
 * words that ask for one names nothing. The next reply that is a bare phrase ("Barre chords", "call the
 * bank") is the name or focus the user meant, as if the coach had asked for it.
 */

// The words a request uses to ask for a row or a focus, never a name of one.
const askingWords = new Set(
  (
    'a an another new one 1 some more main thing something pick choose set put make add create start it as my ' +
    "for to of the under today today's focus subskill skill habit goal called named name " +
    // "could you set up a brand new habit for me", "add one more habit to my tracker", "i want todays focus
    // line filled in", "there's a new habit i'd like on my tracker": the asking frame, the place it goes.
    "brand me up in on i i'd id like want could you there's tracker list app line filled fill todays"
  ).split(' '),
);

// Fields that hold what the user names, by the action that carries them.
const namedField: Record<string, string> = {
  set_focus: 'focus',
  create_user_subskill: 'name',
  create_habit: 'name',
  create_goal: 'name',
};

// A reply that says yes, no, or asks: never a name.
const notAName =
  /^(?:(?:ok|okay|yes|yeah|yep|sure|no|nope|nah|not|don'?t|hmm|wait|cancel|stop|thanks|thank you)\b|.*\?$)/;

/** Whether a name is made only of the words that ask for one ("Another subskill", "Pick 1 main thing for"). */
export function isPlaceholderName(name: unknown): boolean {
  if (typeof name !== 'string') return false;
  const words = name.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  return words.length > 0 && words.every((word) => askingWords.has(word));
}

/**
 * "hmm let's go with: finish my tax return", "ok i'll go with barre chords", "focus is: call the bank": the words
 * that offer what follows as the choice asked for are no part of it (a bare "hmm" before a name still is no name).
 */
const choiceLabel =
  /^(?:(?:hmm+|ok|okay|um+|so|well|right|alright|erm)[,.!]?\s+)*(?:(?:let'?s|lets|i'?ll|ill|we'?ll|i'?d|id) (?:go with|say|pick|choose|do)|go with|(?:the |my )?(?:focus|name)(?: is| should be| will be| can be)?)\s*(?:[:=-]\s*|\s)/i;

/** The reply without the words that offer it as the choice asked for ("let's go with: X" → "X"; "let's do it" stays). */
export function withoutChoiceLabel(reply: string): string {
  const rest = reply.trim().replace(choiceLabel, '');
  return rest === '' || /^(?:it|that|this|so|then)\b/i.test(rest) ? reply : rest;
}

/** The pending action with the reply as its name or focus, or null when its name is a real one. */
export function fillPlaceholderName(pending: TCoachAction, reply: string): TCoachAction | null {
  const field = namedField[pending.type];
  const said = reply
    .trim()
    .replace(choiceLabel, '')
    .replace(/[.!]+$/, '');
  if (field === undefined || !isPlaceholderName(pending[field])) return null;
  if (said === '' || notAName.test(said.toLowerCase()) || said.split(/\s+/).length > 12) return null;
  return { ...pending, [field]: said.charAt(0).toUpperCase() + said.slice(1) };
}

// A reply that changes the proposal ("make it 30", "call it Reading") is read as the change it says.
const saysChange = /^(?:(?:no|actually|hmm|oh)[,!.]?\s+)*(?:make|change|set|call|name|rename|switch|move)\b/i;

/**
 * "could you set up a brand new habit for me" read as a habit called "Brand new", then "piano, just a did it /
 * didnt thing" or "sleep, 8 hours a night": the reply is the habit asked for, read as a request of its own
 * (name, amount and unit), before its amount could be taken as a target for the placeholder.
 */
export function fillPlaceholderHabit(
  pending: TCoachAction,
  reply: string,
  context: TCoachContext,
): TCoachAction | null {
  if (pending.type !== 'create_habit' || !isPlaceholderName(pending.name)) return null;
  const said = withoutHabitKind(reply.trim()).replace(/[.!]+$/, '');
  if (said === '' || notAName.test(said.toLowerCase()) || saysChange.test(said)) return null;
  const read = answerMessage(`add a habit: ${said}`, context, false).action;
  return read?.type === 'create_habit' && !isPlaceholderName(read.name) ? read : null;
}
