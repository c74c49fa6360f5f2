import type { TCoachContext } from '../coach-provider';
import { isSameWord, splitWords, stemWord } from './match-by-name';
import { findDate } from './read-dates';
import { markPlaces } from './read-preferences';

/**
 * The words a message is classified by (`classify-intent.ts`): stems, with the user's own names, numbers,
 * durations, times, dates and places replaced by a tag, so "rename Read to Reading" and "rename Journal
 * to Diary" look alike, and a name the user has never used teaches nothing about one they have. Unigrams,
 * bigrams, and two whole-message marks: a question, and whether the user has any habits at all.
 */

const durationWords = new Set(['minute', 'minutes', 'min', 'hour', 'hours', 'h', 'second', 'seconds']);
const weekdays = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|sundays)$/;
// Words too common in names to stand for one ("my", "daily") are never read as a name.
const nameStopWords = new Set(['a', 'an', 'the', 'my', 'to', 'of', 'for', 'and', 'in', 'on', 'at', 'with']);

/**
 * Words that mean the same thing to the classifier: each also yields its concept ("~stop" for pause,
 * freeze, archive…), so a verb the development set never used still counts as evidence for its intent.
 */
const conceptWords: Record<string, string[]> = {
  '~rename': ['rename', 'call', 'name', 'retitle', 'relabel', 'title'],
  '~stop': ['pause', 'freeze', 'hold', 'suspend', 'stop', 'archive', 'delete', 'remove', 'drop', 'shelve'],
  '~resume': ['resume', 'restore', 'unpause', 'unarchive', 'reactivate', 'bring', 'unfreeze', 'thaw'],
  '~finish': ['finish', 'complete', 'submit', 'accomplish', 'achieve', 'nail', 'hit', 'reach', 'crush'],
  '~move': ['move', 'push', 'postpone', 'extend', 'delay', 'shift', 'deadline', 'due', 'until'],
  '~change': ['change', 'bump', 'raise', 'lower', 'increase', 'decrease', 'reduce', 'adjust', 'update'],
  '~link': [
    'link',
    'connect',
    'tie',
    'attach',
    'count',
    'feed',
    'contribute',
    'support',
    'toward',
    'towards',
  ],
  '~now': ['currently', 'current', 'now', 'already', 'far', 'starting', 'baseline', 'weigh'],
  '~want': ['want', 'like', 'love', 'hope', 'plan', 'try', 'going', 'aim', 'wish', 'intend', 'need'],
  '~create': ['create', 'add', 'new', 'start', 'begin', 'track', 'setup', 'make', 'build'],
  '~focus': ['focus', 'priority', 'prioritize', 'main', 'one'],
  '~practice': ['practice', 'practiced', 'rehearse', 'drill', 'train', 'study', 'learn', 'work'],
  '~daypart': ['morning', 'evening', 'night', 'afternoon', 'tonight'],
  '~frequency': ['daily', 'every', 'each', 'weekly', 'twice', 'times'],
  '~wh': ['what', 'how', 'which', 'when', 'why', 'who', 'where'],
};
const conceptByStem = new Map(
  Object.entries(conceptWords).flatMap(([concept, words]) => words.map((word) => [stemWord(word), concept])),
);
type TNameKinds = { kind: string; words: string[] }[];

function nameWordsByKind(context: TCoachContext): TNameKinds {
  const words = (rows: readonly { name: string }[]) =>
    rows
      .flatMap((row) => splitWords(row.name))
      .filter((word) => !nameStopWords.has(word) && !/^\d+$/.test(word));
  return [
    { kind: '_habit', words: words(context.habits) },
    { kind: '_goal', words: words(context.goals) },
    { kind: '_skill', words: words(context.skills) },
    { kind: '_subskill', words: words(context.subskills) },
  ];
}

/** One word's tag: a name kind (or several: "guitar" may be a habit and a skill), a number, or its stem. */
function tagWord(word: string, names: TNameKinds): string[] {
  if (/^\d+(?:\.\d+)?$/.test(word)) return ['_num'];
  if (/^\d{1,2}(?:am|pm)$/.test(word) || word === 'am' || word === 'pm') return ['_time'];
  if (durationWords.has(word)) return ['_dur'];
  if (weekdays.test(word)) return ['_weekday'];
  const stem = stemWord(word);
  const kinds = names
    .filter(({ words }) => words.some((nameWord) => isSameWord(stem, word, nameWord)))
    .map(({ kind }) => kind);
  if (kinds.length > 0) return kinds;
  const concept = conceptByStem.get(stem);
  return concept ? [stem, concept] : [stem];
}

/** The features of one normalized message for the given user. */
export function intentFeatures(text: string, context: TCoachContext): string[] {
  const found = findDate(text, context.today, 'past') ?? findDate(text, context.today, 'future');
  const withoutDate = markPlaces(found ? text.replace(found.phrase, ' _date ') : text);
  const names = nameWordsByKind(context);
  const tokens = withoutDate
    .replace(/\b(\d{1,2})[:.](\d{2})\b/g, ' 1am ')
    .split(/[^a-z0-9_'.]+/)
    .map((word) => word.replace(/^'+|'+$/g, '').replace(/\.$/, ''))
    .filter((word) => word !== '')
    .map((word) => (word === '_date' || word === '_place' ? [word] : tagWord(word, names)));
  const features: string[] = [];
  tokens.forEach((tags, index) => {
    for (const tag of tags) features.push(tag);
    const next = tokens[index + 1];
    if (next) features.push(`${tags[0]}+${next[0]}`);
  });
  if (tokens.length > 0) features.push(`^${tokens[0]?.[0]}`);
  if (/\?\s*$/.test(text)) features.push('_question');
  if (context.habits.length === 0) features.push('_no_habits');
  // Which kinds of the user's names, and whether an amount, appear together: "_habit _goal" is a link.
  const kinds = [
    ...new Set(tokens.flat().filter((tag) => /^_(?:habit|goal|skill|subskill|num|dur)$/.test(tag))),
  ].sort();
  if (kinds.length > 0) features.push(`=${kinds.join('')}`);
  return features;
}
