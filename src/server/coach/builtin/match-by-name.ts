/**
 * Finds which of the user's habits, goals or skills a message talks about: "mark meditation done"
 * is the habit "Meditate", "I ran 5 km" is "Run", "log 6 glasses of water" is "Drink water". Words are
 * compared by stem, and a word of 5 letters or more may be one typo off.
 */

const irregular: Record<string, string> = {
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
  spoke: 'speak',
  studied: 'study',
  studies: 'study',
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
]);

/** A word reduced to its stem: "meditated", "meditating" and "meditation" all give "meditat". */
export function stemWord(word: string): string {
  let stem = irregular[word] ?? word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'es', 'ed', 's', 'e']) {
    if (stem.length - suffix.length >= 3 && stem.endsWith(suffix)) {
      stem =
        suffix === 'ies' || suffix === 'ied'
          ? `${stem.slice(0, -suffix.length)}y`
          : stem.slice(0, -suffix.length);
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

function splitStems(text: string): string[] {
  return splitWords(text).map(stemWord);
}

function isWithinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
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
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

export type TNamed = { id: string; name: string };

/**
 * How well a message names a row, from 0 to 1: the share of the name's distinctive words found in the
 * message (stems, one typo allowed). A name of generic words only must appear whole.
 */
export function scoreNameMatch(text: string, name: string): number {
  const messageStems = splitStems(text);
  const nameWords = splitWords(name);
  const distinctive = nameWords.filter((word) => !genericWords.has(word) && !/^\d+$/.test(word));
  if (distinctive.length === 0) {
    const wholeName = nameWords.join(' ');
    return wholeName !== '' && ` ${splitWords(text).join(' ')} `.includes(` ${wholeName} `) ? 1 : 0;
  }
  const found = distinctive.filter((word) => {
    const stem = stemWord(word);
    return messageStems.some((candidate) => isWithinOneEdit(candidate, stem));
  });
  return found.length / distinctive.length;
}

/**
 * The row the message names best, or null. Half the distinctive words is enough ("water" for "Drink
 * water"); on a tie the longer name wins, since it was named more precisely.
 */
export function findByName<TRow extends TNamed>(text: string, rows: readonly TRow[]): TRow | null {
  let best: TRow | null = null;
  let bestScore = 0;
  for (const row of rows) {
    const score = scoreNameMatch(text, row.name);
    if (score < 0.5) continue;
    if (score > bestScore || (score === bestScore && best !== null && row.name.length > best.name.length)) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}
