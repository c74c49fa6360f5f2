import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { knowledgeIndex, knowledgeTerm, type TKnowledgeIndex, type TPassage } from './knowledge-index';
import { bold } from './write-reply';

/**
 * "how long does it take to form a habit?", "what does XP do?": answered by quoting the passage of the
 * app's own lessons, research or help pages that fits best, with its page linked. Nothing is made up: a
 * question no passage fits is left to the caller, which says so and points to the lessons.
 */

export type TKnowledgeAnswer = { passage: TPassage; quote: string };

/** Below these, the best passage shares too little with the question to answer it. */
const leastScore = 10;
const leastShare = 0.5;
const quoteLength = 320;

function queryTerms(text: string): string[] {
  const terms = text
    .split(/[^a-z0-9']+/)
    .map((word) => knowledgeTerm(word))
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** The passage that answers the question, and the sentence or two of it that say so. */
export function findKnowledge(
  text: string,
  index: TKnowledgeIndex = knowledgeIndex(),
): TKnowledgeAnswer | null {
  const terms = queryTerms(text);
  if (terms.length === 0) return null;
  const [best] = index.search.search(text, { combineWith: 'OR' });
  if (!best) return null;
  const share = new Set(best.terms).size / terms.length;
  if (best.score < leastScore || (share < leastShare && best.terms.length < 3)) return null;
  const passage = index.passages.get(String(best.id));
  if (!passage) return null;
  return { passage, quote: bestSentences(passage.text, new Set(best.terms)) };
}

/** The sentence with most of the question's terms, with the next one when it is short. */
function bestSentences(text: string, terms: ReadonlySet<string>): string {
  const sentences = text
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
    .filter((sentence) => sentence.length > 20);
  const scored = sentences.map((sentence, index) => {
    const words = new Set(sentence.split(/[^A-Za-z0-9']+/).map((word) => knowledgeTerm(word)));
    const hits = [...terms].filter((term) => words.has(term)).length;
    return { index, hits };
  });
  const top = scored.reduce((a, b) => (b.hits > a.hits ? b : a), scored[0] ?? { index: 0, hits: 0 });
  let quote = sentences[top.index] ?? text;
  const next = sentences[top.index + 1];
  if (next && quote.length + next.length < quoteLength * 0.8) quote = `${quote} ${next}`;
  return quote.length > quoteLength ? `${quote.slice(0, quoteLength).replace(/\s+\S*$/, '')}…` : quote;
}

function sourceName(passage: TPassage): string {
  return passage.heading ? `${passage.title} — ${passage.heading}` : passage.title;
}

export function answerFromKnowledge(request: TCoachRequest): TCoachAnswer | null {
  const found = findKnowledge(request.text);
  if (found === null) return null;
  const { passage, quote } = found;
  // Guests get the short form: the quote and the page, no lead-in.
  if (request.guest) return { reply: `${quote} ([${passage.title}](${passage.url}))`, action: null };
  return {
    reply: `From ${bold(sourceName(passage))}:\n\n> ${quote}\n\nRead more: [${passage.title}](${passage.url})`,
    action: null,
  };
}
