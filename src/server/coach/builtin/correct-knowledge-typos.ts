import type { TKnowledgeIndex } from './knowledge-index';
import { knowledgeTerm } from './knowledge-terms';
import { isWithinOneEdit } from './match-by-name';

/**
 * "without an acount", "verifcation email": a word of six letters or more that no page holds, one typo
 * from exactly one word the pages do hold, is read as that word before the question is searched, so a
 * slip of the keyboard does not leave a help page unfound. A word the pages never use and no page word
 * is one typo from ("garmin", "calendar" when no page says it) stays as it is: the fit gate still sees it.
 */

const leastLength = 6;

/**
 * A slip of typing: a letter left out or doubled inside the word ("acount"), or two letters swapped
 * ("chnage"). A letter more or less at the end is another word ("healthy", "health"), and a letter
 * changed is often one too ("sticks", "stacks").
 */
function isTypingSlip(word: string, candidate: string): boolean {
  if (!isWithinOneEdit(word, candidate) || word.startsWith(candidate) || candidate.startsWith(word))
    return false;
  const letters = (text: string) => [...text].sort().join('');
  return word.length !== candidate.length || letters(word) === letters(candidate);
}

export function correctTypos(text: string, index: Pick<TKnowledgeIndex, 'termShares' | 'words'>): string {
  return text.replace(/[a-z]+/g, (word) => {
    if (word.length < leastLength || index.words.has(word)) return word;
    const term = knowledgeTerm(word);
    if (term === null || index.termShares.has(term)) return word;
    const near = (index.words.byLength.get(word.length) ?? [])
      .concat(
        index.words.byLength.get(word.length - 1) ?? [],
        index.words.byLength.get(word.length + 1) ?? [],
      )
      .filter((candidate) => isTypingSlip(word, candidate));
    const terms = new Set(near.map((candidate) => knowledgeTerm(candidate)));
    return terms.size === 1 && near[0] !== undefined ? near[0] : word;
  });
}
