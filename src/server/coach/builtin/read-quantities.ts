/**
 * Amounts in a message: durations ("30 minutes", "1.5 hours", "1h30", "a 25-minute session") and
 * counted quantities ("20 pages", "8 glasses", "100 km", "5 kg"). Reads the normalized text, where
 * number words are already digits.
 */

export type TFoundDuration = { seconds: number; phrase: string };
export type TFoundQuantity = { value: number; unit: string | null; phrase: string };

const number = '(\\d+(?:\\.\\d+)?)';
const hoursWord = '(?:hours?|h)';
const minutesWord = '(?:minutes?|m)';
// "15 more minutes", "an extra hour": the time added is a duration all the same.
const added = '(?:\\s+(?:more|extra|additional|further))?';

// "30ish minutes": roughly that long, read as that long.
const about = '(?:ish)?';

const durationPatterns: { pattern: RegExp; read: (match: RegExpExecArray) => number }[] = [
  {
    pattern: new RegExp(`\\b${number}[ -]?${hoursWord}(?: and)?[ -]?${number}[ -]?${minutesWord}?\\b`),
    read: (m) => Number(m[1]) * 3600 + Number(m[2]) * 60,
  },
  {
    pattern: new RegExp(`\\b${number}${about}${added}[ -]?${hoursWord}\\b`),
    read: (m) => Number(m[1]) * 3600,
  },
  {
    pattern: new RegExp(`\\b${number}${about}${added}[ -]?${minutesWord}\\b`),
    read: (m) => Number(m[1]) * 60,
  },
];

// "an hour and a bit, say 70 min", "45 min, i mean 50 minutes": the length said again is the one meant.
const restated = /\b(?:say|i mean|i meant|or rather|make that|more like)\s+(?=\d)/g;

export function findDuration(text: string): TFoundDuration | null {
  const again = [...text.matchAll(restated)].at(-1);
  const meant = again?.index === undefined ? null : readDuration(text.slice(again.index + again[0].length));
  return meant ?? readDuration(text);
}

function readDuration(text: string): TFoundDuration | null {
  for (const { pattern, read } of durationPatterns) {
    const match = pattern.exec(text);
    if (match !== null) return { seconds: Math.round(read(match)), phrase: match[0] };
  }
  return null;
}

/** Units spelled one way, so "min", "mins" and "minute" all show as minutes. */
const unitSpellings: Record<string, string> = {
  minute: 'minutes',
  minutes: 'minutes',
  m: 'minutes',
  hour: 'hours',
  hours: 'hours',
  h: 'hours',
  page: 'pages',
  glass: 'glasses',
  cup: 'cups',
  liter: 'liters',
  litre: 'liters',
  l: 'liters',
  step: 'steps',
  word: 'words',
  book: 'books',
  chapter: 'chapters',
  mile: 'miles',
  rep: 'reps',
  pushup: 'push-ups',
  pushups: 'push-ups',
  'push-up': 'push-ups',
  lesson: 'lessons',
  time: 'times',
  session: 'sessions',
  workout: 'workouts',
  dollar: 'dollars',
  euro: 'euros',
  song: 'songs',
  problem: 'problems',
  kilometer: 'km',
  kilometre: 'km',
  kilo: 'kg',
  pound: 'lb',
  calorie: 'calories',
  serving: 'servings',
  lap: 'laps',
  article: 'articles',
  post: 'posts',
  video: 'videos',
};

// Words that follow a number without being what it counts.
const notUnits = new Set([
  'am',
  'pm',
  'a',
  'an',
  'the',
  'of',
  'to',
  'and',
  'or',
  'st',
  'nd',
  'rd',
  'th',
  'percent',
  'more',
  'per',
  'every',
  'each',
  'in',
  'on',
  'by',
  'for',
  'at',
  'today',
  'yesterday',
  'tomorrow',
  'this',
  'quality',
  'out',
  'stars',
  'star',
  // "15 target", "2 max": what the number is, not what it counts.
  'target',
  'goal',
  'max',
  'maximum',
  'min',
  'minimum',
  'total',
  'is',
  // "2 when i started", "5 but": a word that joins clauses is never what a number counts.
  'when',
  'while',
  'but',
  'so',
  'then',
  'because',
  'if',
  'before',
  'after',
  'since',
  'already',
  'now',
  // "set it to 30 please": politeness after a number is never what it counts.
  'please',
  'pls',
  'plz',
  'thanks',
]);

const knownShortUnits = new Set(['km', 'kg', 'lb', 'mi', 'ml', 'oz', 'k']);

export function isKnownUnit(word: string | undefined): boolean {
  if (word === undefined || word === 'm' || word === 'h') return false;
  return (
    Object.hasOwn(unitSpellings, word) ||
    knownShortUnits.has(word) ||
    Object.values(unitSpellings).includes(word)
  );
}

export function normalizeUnit(unit: string): string {
  return unitSpellings[unit] ?? unit;
}

// "22 books not 20", "15 rather than 20", "10 instead of 8": the amount set aside, and the word after it.
const setAsideAmount = /\b(?:instead of|rather than|not)\s+\d+(?:\.\d+)?(?:\s*[a-z]+)?/g;

// "8 glasses is too much, make the water target 6", "raise my 20 books goal so the target is 25": the new
// value follows a word that sets it; the amounts before it say what is there now.
const newValueCue = /\b(?:to|target(?: is| of| at)?|goal(?: is| of)?|make (?:it|that))\s+(?=\d)/g;

/** The text without the amounts it sets aside, so a reader finds the one the user wants. */
export function withoutSetAside(text: string): string {
  const kept = text.replace(setAsideAmount, ' ');
  const cue = [...kept.matchAll(newValueCue)].find((match) => /\d/.test(kept.slice(0, match.index)));
  return cue === undefined ? kept : kept.slice(cue.index);
}

// "…, it's 13 hours now", "making it 40 hours", "50 hours in total": the total the user ends up with.
const statedTotal =
  /\b(?:it's|it is|that's|that is|making it|makes it|so|for a total of|totall?ing|total(?: of)?)\s+(?:now\s+)?(\d+(?:\.\d+)?\s*[a-z]*)|\b(\d+(?:\.\d+)?\s*[a-z]+)\s+(?:now|in total|total|all together|altogether)\b/;

/** The total a message says the user ends up with, beside any amount added on the way; null when it says none. */
export function findStatedTotal(text: string): TFoundQuantity | null {
  const said = statedTotal.exec(text);
  const phrase = said?.[1] ?? said?.[2];
  return phrase === undefined ? null : findQuantity(phrase);
}

/**
 * The first number that is a quantity (not a time, a date or a rating), with the word after it as
 * its unit: "20 pages" → 20 pages; "$500" → 500 dollars; "save 500" → 500 with no unit.
 */
export function findQuantity(text: string): TFoundQuantity | null {
  const pattern = /(\$|€|£)?\b(\d+(?:\.\d+)?)(?:\s*(%|[a-z][a-z-]*))?/g;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    const before = text.slice(Math.max(0, index - 12), index);
    const after = text.slice(index + match[0].length, index + match[0].length + 3);
    // Times ("at 7", "9:30", "9-11am"), dates ("march 3", "2026-03-03") and ratings are not amounts.
    if (/(?:quality|rating|rated|rate|\d[-:./])\s*$/.test(before)) continue;
    // "at 7" is a time, but "I'm at 84 kg" is an amount (a known unit after the number says so, or
    // "I was at" before it), and so is "weighed in at 85.3" (no hour is above 24).
    const hourLike = Number(match[2]) <= 24;
    const standing = /\b(?:i'm|i am|i was|was|is|currently|now|still|sitting) at\s*$/.test(before);
    if (/(?:\bat|\bfrom|\buntil|\btill)\s*$/.test(before) && hourLike && !standing && !isKnownUnit(match[3]))
      continue;
    if (/^\s*(?:[:/-]\d|:|-\d)/.test(after)) continue;
    if (
      /(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?\s*$/.test(
        before,
      )
    )
      continue;
    const word = match[3];
    // "after 10pm", "7 am": a time of day, never an amount.
    if (word === 'am' || word === 'pm' || /^(?:am|pm)\b/.test(after.trim())) continue;
    const currency = match[1];
    const value = Number(match[2]);
    if (currency !== undefined)
      return {
        value,
        unit: currency === '$' ? 'dollars' : currency === '€' ? 'euros' : 'pounds',
        phrase: match[0],
      };
    // "3 more pages", "2 extra glasses": a word saying the amount is added is not what is counted.
    const counted =
      word !== undefined && addedWords.has(word) ? countedAfter(text, index + match[0].length) : null;
    if (counted !== null) return { value, unit: normalizeUnit(counted), phrase: `${match[0]} ${counted}` };
    if (word === undefined || notUnits.has(word) || /^(st|nd|rd|th)$/.test(word))
      return { value, unit: null, phrase: match[2] ?? '' };
    if (word === '%') return { value, unit: '%', phrase: match[0] };
    // "5 new japanese words": a known unit a word or two on is what is counted, the words between
    // describe it.
    const later = isKnownUnit(word) ? null : knownUnitAhead(text.slice(index + match[0].length));
    if (later) return { value, unit: normalizeUnit(later.unit), phrase: `${match[0]}${later.between}` };
    // "500 spanish words": the counted thing is the plural after an adjective.
    const next = /^\s+([a-z]+s)\b/.exec(text.slice(index + match[0].length))?.[1];
    if (
      next &&
      !word.endsWith('s') &&
      !Object.hasOwn(unitSpellings, word) &&
      !knownShortUnits.has(word) &&
      !notUnits.has(next)
    )
      return { value, unit: normalizeUnit(next), phrase: `${match[0]} ${next}` };
    return { value, unit: normalizeUnit(word), phrase: match[0] };
  }
  return null;
}

const addedWords = new Set(['more', 'extra', 'additional', 'further']);

/** The word after an added amount's "more", when it can be what is counted. */
function countedAfter(text: string, from: number): string | null {
  const next = /^\s+([a-z][a-z-]*)/.exec(text.slice(from))?.[1];
  return next === undefined || notUnits.has(next) ? null : next;
}

function knownUnitAhead(rest: string): { unit: string; between: string } | null {
  const ahead = /^((?:\s+[a-z]+){1,2})/.exec(rest)?.[1] ?? '';
  const words = ahead.trim().split(/\s+/);
  const at = words.findIndex((candidate) => candidate.length > 2 && isKnownUnit(candidate));
  if (at < 0) return null;
  return { unit: words[at] ?? '', between: ` ${words.slice(0, at + 1).join(' ')}` };
}

const secondsPerUnit: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600 };

/**
 * An amount in the unit a habit already counts in, when both are units of time: "make guitar practice
 * an hour" is 60 for a habit counted in minutes. Other units are kept as said.
 */
export function inUnitOf(amount: TFoundQuantity, unit: string | null): TFoundQuantity {
  const from = amount.unit === null ? undefined : secondsPerUnit[amount.unit];
  const to = unit === null ? undefined : secondsPerUnit[unit];
  if (from === undefined || to === undefined || unit === null || from === to) return amount;
  return { ...amount, value: Math.round(((amount.value * from) / to) * 100) / 100, unit };
}
