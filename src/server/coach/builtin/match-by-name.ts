/**
 * Finds which of the user's habits, goals or skills a message talks about: "mark meditation done"
 * is the habit "Meditate", "I ran 5 km" is "Run", "log 6 glasses of water" is "Drink water". Words are
 * compared by stem, and a word of 5 letters or more may be one typo off.
 */

/** Irregular past forms and participles with the verb they come from: "ran" is "run". */
export const irregular: Record<string, string> = {
  ran: 'run',
  went: 'go',
  did: 'do',
  done: 'do',
  wrote: 'write',
  written: 'write',
  drank: 'drink',
  drunk: 'drink',
  swam: 'swim',
  slept: 'sleep',
  ate: 'eat',
  eaten: 'eat',
  took: 'take',
  rode: 'ride',
  sang: 'sing',
  drew: 'draw',
  drawn: 'draw',
  began: 'begin',
  kept: 'keep',
  spent: 'spend',
  sat: 'sit',
  flew: 'fly',
  lifted: 'lift',
  spoke: 'speak',
  studied: 'study',
  studies: 'study',
};

/** Stems that name the same activity: "sketched" is Drawing, "jogging" is Run, "diary" is Journal. */
const synonyms: Record<string, string> = {
  sketch: 'draw',
  doodl: 'draw',
  jog: 'run',
  diary: 'journal',
  hydrat: 'water',
  mindful: 'meditat',
  workout: 'exercis',
  nap: 'sleep',
  // Slang for sleep and for a conversation: "7h of shuteye", "a spanish convo with my tutor".
  shutey: 'sleep',
  kip: 'sleep',
  convo: 'conversat',
  // Talking is conversation practice: "talked spanish with a friend", "chatted in spanish".
  talk: 'conversat',
  chat: 'conversat',
  speak: 'conversat',
};

// Words that name no particular habit or goal: matching only these would pick one at random.
const genericWords = new Set([
  'a',
  'an',
  'the',
  'my',
  'to',
  'of',
  'for',
  'and',
  'in',
  'on',
  'at',
  'with',
  'daily',
  'day',
  'every',
  'habit',
  'goal',
  'skill',
  'more',
  'less',
  'get',
  'do',
  'be',
  'go',
  'have',
  'make',
  'time',
  'minute',
  'hour',
  'page',
  'session',
  'practice',
  'new',
  'i',
  'it',
  'done',
  'today',
  'yesterday',
  'log',
  'mark',
  'track',
  'set',
  // Verbs goals are named with ("Finish thesis"): "finish the budget" does not name that goal.
  'finish',
  'complete',
  'achieve',
  'reach',
]);

/** A word reduced to its stem: "meditated", "meditating" and "meditation" all give "meditat". */
export function stemWord(word: string): string {
  const stem = stemInflection(word);
  return (Object.hasOwn(synonyms, stem) ? synonyms[stem] : undefined) ?? stem;
}

/** A word without its inflection, another activity's synonym left apart: "journaling" gives "journal", "sketch" stays. */
export function stemInflection(word: string): string {
  // Own keys only: a word such as "__proto__" or "constructor" is just a word.
  let stem = (Object.hasOwn(irregular, word) ? irregular[word] : undefined) ?? word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'es', 'ed', 's', 'e']) {
    // "floss", "class": a double s is the word's own, not a plural ("flossing" and "flossed" give "floss").
    if (suffix === 's' && stem.endsWith('ss')) break;
    if (stem.length - suffix.length >= 3 && stem.endsWith(suffix)) {
      stem =
        // "meditation" keeps its "at" so that it meets "meditate" ("meditat").
        `${stem.slice(0, -suffix.length)}${suffix === 'ies' || suffix === 'ied' ? 'y' : suffix.startsWith('ation') ? 'at' : ''}`;
      break;
    }
  }
  // "running" → "runn" → "run"; "swimming" → "swim".
  if (/([bdgklmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

export function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

const keyRows = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

const vowels = 'aeiouy';

function isLikelySlip(x: string, y: string): boolean {
  return (vowels.includes(x) && vowels.includes(y)) || areNeighbourKeys(x, y);
}

/** Whether two letters sit side by side on a QWERTY keyboard, in a row or diagonally between rows. */
function areNeighbourKeys(x: string, y: string): boolean {
  const place = (key: string) => {
    const row = keyRows.findIndex((keys) => keys.includes(key));
    return { row, column: row < 0 ? -9 : (keyRows[row] ?? '').indexOf(key) + row * 0.5 };
  };
  const p = place(x);
  const q = place(y);
  if (p.row < 0 || q.row < 0) return false;
  return Math.abs(p.row - q.row) <= 1 && Math.abs(p.column - q.column) <= 1;
}

/**
 * One typo apart: a letter added, dropped, swapped with the next or replaced. With `likelySlips`, a
 * replaced letter counts only when it is a plausible slip (see `isLikelySlip`): the normalizer corrects
 * any word of a message, where a real word one letter from a request word is common.
 */
export function isWithinOneEdit(a: string, b: string, likelySlips = false): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  // A typo is rarely the first letter: "right" is not "sight", "lunch" is not "punch".
  if (a[0] !== b[0]) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    // Two letters swapped ("jounral", "strecth") is one typo.
    if (a.length === b.length && a[i] === b[j + 1] && a[i + 1] === b[j]) {
      i += 2;
      j += 2;
      continue;
    }
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      // A wrong letter is a slip to a neighbouring key ("runnimg") or a vowel heard wrong ("medetate");
      // any other is another word ("medication" is not "meditation").
      if (likelySlips && !isLikelySlip(a[i] ?? '', b[j] ?? '')) return false;
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

export type TNamed = { id: string; name: string };
/** How well a message names a row: the share of the name's distinctive words it contains, and how many. */
export type TNameMatch<TRow> = {
  row: TRow;
  share: number;
  count: number;
  /** Where in the message the name starts (in words), -1 when it is not there. */
  position: number;
};

/** A word of the message stands for a word of a name: same stem, one typo off, or a short form ("vocab"). */
export function isSameWord(messageStem: string, messageWord: string, nameWord: string): boolean {
  const nameStem = stemWord(nameWord);
  if (isWithinOneEdit(messageStem, nameStem) || isWithinOneEdit(messageWord, nameWord)) return true;
  // "flosing" for Floss: a typo in an inflected form, whose stem is too short to compare letter by letter.
  if (inflectedForms(nameWord).some((form) => isWithinOneEdit(messageWord, form))) return true;
  return messageWord.length >= 4 && nameWord.length > messageWord.length && nameWord.startsWith(messageWord);
}

function inflectedForms(word: string): string[] {
  const base = word.replace(/e$/, '');
  return [`${base}ing`, `${base}ed`];
}

/**
 * How well a message names a row (stems, one typo allowed). A name made only of generic words must
 * appear whole.
 */
export function rankNameMatch<TRow extends TNamed>(text: string, row: TRow): TNameMatch<TRow> {
  const messageWords = splitWords(text);
  const nameWords = splitWords(row.name);
  const distinctive = nameWords.filter((word) => !genericWords.has(word) && !/^\d+$/.test(word));
  if (distinctive.length === 0) {
    const wholeName = nameWords.join(' ');
    const found = wholeName !== '' && ` ${messageWords.join(' ')} `.includes(` ${wholeName} `);
    const position = found ? messageWords.indexOf(nameWords[0] ?? '') : -1;
    return { row, share: found ? 1 : 0, count: found ? nameWords.length : 0, position };
  }
  const messageStems = messageWords.map((word) => ({ word, stem: stemWord(word) }));
  const positions = distinctive
    .map((nameWord) => messageStems.findIndex(({ word, stem }) => isSameWord(stem, word, nameWord)))
    .filter((index) => index >= 0);
  const position = positions.length > 0 ? Math.min(...positions) : -1;
  return { row, share: positions.length / distinctive.length, count: positions.length, position };
}

/** True when a is the better match: a larger share of the name, then more of its words. */
export function isBetterMatch(a: TNameMatch<unknown>, b: TNameMatch<unknown> | null): boolean {
  if (b === null) return true;
  if (a.share !== b.share) return a.share > b.share;
  return a.count > b.count;
}

/** Half the distinctive words is enough to name a row ("water" for "Drink water"). */
export const minimumShare = 0.5;

/** The row the message names best, with how well; null when none is named. */
export function findBestMatch<TRow extends TNamed>(
  text: string,
  rows: readonly TRow[],
): TNameMatch<TRow> | null {
  let best: TNameMatch<TRow> | null = null;
  for (const row of rows) {
    const match = rankNameMatch(text, row);
    if (match.share >= minimumShare && isBetterMatch(match, best)) best = match;
  }
  return best;
}

/** Every row the message names in full, in the order they are mentioned: "mark stretch and journal done". */
export function findFullMatches<TRow extends TNamed>(text: string, rows: readonly TRow[]): TRow[] {
  return rows
    .map((row) => rankNameMatch(text, row))
    .filter((match) => match.share === 1)
    .sort((a, b) => a.position - b.position)
    .map((match) => match.row);
}

export function findByName<TRow extends TNamed>(text: string, rows: readonly TRow[]): TRow | null {
  return findBestMatch(text, rows)?.row ?? null;
}
