import type { TCoachAction } from './coach-answer';

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
    "for to of the under today today's focus subskill skill habit goal called named name"
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

/** The pending action with the reply as its name or focus, or null when its name is a real one. */
export function fillPlaceholderName(pending: TCoachAction, reply: string): TCoachAction | null {
  const field = namedField[pending.type];
  const said = reply.trim().replace(/[.!]+$/, '');
  if (field === undefined || !isPlaceholderName(pending[field])) return null;
  if (said === '' || notAName.test(said.toLowerCase()) || said.split(/\s+/).length > 12) return null;
  return { ...pending, [field]: said.charAt(0).toUpperCase() + said.slice(1) };
}
