import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { correctTypos } from './correct-knowledge-typos';
import { fitsPlainly, fitsQuestion, type TFitEvidence } from './knowledge-fit';
import { knowledgeIndex, type TKnowledgeIndex, type TPassage } from './knowledge-index';
import {
  asksForResearch,
  inPagePhrases,
  inPageWords,
  knowledgeTerm,
  termSequence,
  tokenize,
} from './knowledge-terms';
import { bold } from './write-reply';

/**
 * "how long does it take to form a habit?", "what does XP do?": answered by quoting the passage of the
 * app's own lessons, research or help pages that fits best, with its page linked. Nothing is made up: a
 * question no passage fits (knowledge-fit.ts) is left to the caller, which says so and points to the lessons.
 */

/** `also`: for a metric's definition, the page that explains the metric in use ("Streaks and strength"). */
export type TKnowledgeAnswer = { passage: TPassage; quote: string; also?: TPassage };

const quoteLength = 320;
// Pages the quoted section links to, named after its own page: enough to follow, not a list of everything.
const maxRelated = 2;
// A section of the page that fits the question best counts up to three times one of a page that fits least.
const pageWeightFloor = 0.5;
// "is there any science on how long…": a question that asks what studies found is answered by a research
// article among the best few, before the lesson that cites it.
const researchReach = 5;
// How many of the best-ranked passages the fit gate may look at, in order.
const fitReach = 3;

function queryTerms(text: string): string[] {
  const terms = tokenize(text)
    .map((word) => knowledgeTerm(word))
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

type TSearchResult = { id: string; score: number; terms: string[] };

/** The question's neighbouring terms as pairs ("time zone", "week start"), stop words left out. */
function questionPairs(text: string): string[] {
  const sequence = termSequence(text);
  return sequence.slice(1).map((term, position) => `${sequence[position]} ${term}`);
}

/** Each page's BM25 score over its whole text, title and description, as a share of the best page's. */
function pageShares(text: string, index: TKnowledgeIndex): Map<string, number> {
  const results = index.pages.search(text, { combineWith: 'OR' });
  const top = results[0]?.score ?? 0;
  return new Map(results.map((result) => [String(result.id), top > 0 ? result.score / top : 0]));
}

/**
 * BM25 alone favours a short section that repeats one of the question's words ("Changes you confirm"
 * for "how do i change my time zone"). The best few are ranked again by how many of the question's terms
 * they hold, whether they hold its word pairs in order ("time zone", "week start", "missed day"), how
 * well their whole page fits (its title and description most), and their collection's weight.
 */
function rerank(results: readonly TSearchResult[], text: string, index: TKnowledgeIndex): TSearchResult[] {
  const terms = queryTerms(text);
  const pairs = questionPairs(text);
  const shares = pageShares(text, index);
  const weigh = (result: TSearchResult) => {
    const passage = index.passages.get(String(result.id));
    const coverage = new Set(result.terms).size / Math.max(terms.length, 1);
    const held = index.pairs.get(result.id);
    const labelled = index.labelPairs.get(result.id);
    // A pair a bold label or the heading names counts twice: the section is about it.
    const pairHits =
      pairs.filter((pair) => held?.has(pair)).length + pairs.filter((pair) => labelled?.has(pair)).length;
    // A metric's definition has no page of its own in content/: its page counts as an average one.
    const pageFit =
      passage && isMetric(passage) ? 1 : pageWeightFloor + (shares.get(passage?.page ?? '') ?? 0);
    return result.score * coverage * coverage * (1 + pairHits) * pageFit * (passage?.weight ?? 1);
  };
  // "what does it mean when a habit is 'on its way'?": a section that uses the quoted phrase comes first.
  const quotes = (result: TSearchResult) => usesQuotedPhrase(text, index.passages.get(String(result.id)));
  const ranked = results
    .filter((result, rank) => rank < 40 || quotes(result))
    .map((result) => ({ result, quoted: quotes(result), weight: weigh(result) }))
    .sort((a, b) => Number(b.quoted) - Number(a.quoted) || b.weight - a.weight)
    .map(({ result }) => result);
  return asksForResearch.test(text) ? researchFirst(ranked, index) : ranked;
}

/** The research articles' sections among the best few moved ahead of the rest, in their order. */
function researchFirst(ranked: TSearchResult[], index: TKnowledgeIndex): TSearchResult[] {
  const isResearch = (result: TSearchResult, rank: number) =>
    rank < researchReach && (index.passages.get(String(result.id))?.page.startsWith('research/') ?? false);
  return [...ranked.filter(isResearch), ...ranked.filter((result, rank) => !isResearch(result, rank))];
}

/** Whether the passage uses, word for word, a phrase the question puts in quotes ("'on its way'"). */
function usesQuotedPhrase(text: string, passage: TPassage | undefined): boolean {
  if (passage === undefined) return false;
  // "'just do your best'": the phrase as the pages may write it too, without its opening "just".
  // A quote opens and closes outside a word: the apostrophe of "i've" opens none.
  const phrases = [...text.matchAll(/(?<![a-z])['"‘“]([a-z][a-z '-]{2,40}?[a-z])['"’”](?![a-z])/g)].flatMap(
    (match) => {
      const phrase = match[1] ?? '';
      const bare = phrase.replace(/^(?:just|simply|only|really) /, '');
      return bare === phrase ? [phrase] : [phrase, bare];
    },
  );
  const words = passage.text.toLowerCase().replace(/\s+/g, ' ');
  return phrases.some((phrase) => words.includes(phrase));
}

/** The passage that answers the question, and the sentence or two of it that say so. */
export function findKnowledge(
  typed: string,
  index: TKnowledgeIndex = knowledgeIndex(),
): TKnowledgeAnswer | null {
  const said = correctTypos(typed, index);
  const text = inPageWords(said);
  const terms = queryTerms(text);
  if (terms.length === 0 || joinsUnknownProduct(said, index)) return null;
  const ranked = rerank(index.search.search(text, { combineWith: 'OR' }) as TSearchResult[], text, index);
  // A passage the search ranks first on common words ("study", "find") may fail the fit gate while the
  // next one holds the question's rare word ("lally"): the first of the best few that fits answers.
  const best = ranked.slice(0, fitReach).find((result, rank) => {
    const passage = index.passages.get(String(result.id));
    if (passage === undefined) return false;
    const evidence = fitEvidence(result, passage, text, said, index);
    return rank === 0 ? fitsQuestion(evidence) : fitsPlainly(evidence);
  });
  const first = best && index.passages.get(String(best.id));
  if (!best || !first) return null;
  const { passage, quote } = isMetric(first)
    ? { passage: first, quote: bestSentences(first, new Set(best.terms), false).quote }
    : quoteFromPage(first, ranked, text, index);
  if (!isMetric(passage)) return { passage, quote: withLinks(quote, passage) };
  // A metric's definition is terse; the best page in prose about the same terms is linked beside it.
  const prose = ranked
    .slice(1, 6)
    .map((result) => index.passages.get(String(result.id)))
    .find((candidate) => candidate !== undefined && !isMetric(candidate));
  return prose ? { passage, quote, also: prose } : { passage, quote };
}

// "can i add habits by talking to siri", "does it sync with my fitbit": joining the app to another one.
const joining =
  /\b(?:connect|sync|integrat|pair|talk|hook)\w*(?: up)? (?:to|with|into|via|through) (?:my |the |a |an )?([a-z]+)/g;

/**
 * Whether the question asks to join the app to something no page names ("siri", "fitbit"): the pages
 * say nothing about it, so whatever else they share with the question ("habits", "talking") is no answer.
 */
function joinsUnknownProduct(said: string, index: TKnowledgeIndex): boolean {
  return [...said.matchAll(joining)].some((match) => {
    const term = knowledgeTerm(match[1] ?? '');
    return term !== null && (index.termShares.get(term) ?? 0) === 0;
  });
}

/** What the fit gate weighs: the question's terms and pairs against the first-ranked passage's. */
function fitEvidence(
  best: TSearchResult,
  passage: TPassage,
  text: string,
  said: string,
  index: TKnowledgeIndex,
): TFitEvidence {
  const held = index.pairs.get(best.id);
  const used = termSequence(passage.text);
  return {
    // The question's own words: a word said with the pages' synonyms beside it ("therapist medical
    // professional") is one word asked, however many of its synonyms a passage holds.
    questionTerms: queryTerms(inPagePhrases(said)),
    matchedTerms: best.terms,
    score: best.score,
    termShare: (term) => index.termShares.get(term) ?? 0,
    aboutTerms: index.aboutTerms.get(best.id) ?? new Set(),
    timesUsed: (term) => used.filter((word) => word === term).length,
    sentences: splitSentences(passage.text).map((sentence) => new Set(termSequence(sentence))),
    pairHits: questionPairs(text).filter((pair) => held?.has(pair)).length,
    // A section that uses the question's quoted phrase is what it asks about, however few words it shares.
    quotesPhrase: usesQuotedPhrase(text, passage),
  };
}

/** "write to us from the [support page](/service)": a quote keeps the links its sentences had on the page. */
function withLinks(quote: string, passage: TPassage): string {
  return passage.links.reduce((linked, [linkText, address]) => {
    const at = linked.indexOf(linkText);
    // Only where the words are not inside a link put back already.
    if (at < 0 || linked.lastIndexOf('[', at) > linked.lastIndexOf(')', at)) return linked;
    return `${linked.slice(0, at)}[${linkText}](${address})${linked.slice(at + linkText.length)}`;
  }, quote);
}

function isMetric(passage: TPassage): boolean {
  return passage.id.startsWith('metric/');
}

// "how long does it take…", "how many…": the question asks for a figure, so a sentence with one says more.
const asksForFigure = /\bhow (?:long|many|much|often|far|fast|quickly)\b/;

/**
 * The best section's page often answers in a neighbouring section too ("how long does it take to form a
 * habit?": the figure is in "What the study measured"): of the page's sections the search found, the one
 * whose best sentence holds most of the question's terms is quoted; on a tie, the best-ranked section.
 */
function quoteFromPage(
  first: TPassage,
  ranked: readonly TSearchResult[],
  text: string,
  index: TKnowledgeIndex,
): { passage: TPassage; quote: string } {
  const figure = asksForFigure.test(text);
  const candidates = ranked.slice(0, 10).flatMap((result) => {
    const passage = index.passages.get(String(result.id));
    return passage?.page === first.page
      ? [{ passage, ...bestSentences(passage, new Set(result.terms), figure) }]
      : [];
  });
  const chosen = candidates.reduce(
    (a, b) => (b.hits > a.hits ? b : a),
    candidates[0] ?? {
      passage: first,
      ...bestSentences(first, new Set(queryTerms(text)), figure),
    },
  );
  return { passage: chosen.passage, quote: chosen.quote };
}

/** Sentences, each item of a numbered list one, its "1." kept with it rather than quoted alone. */
function splitSentences(text: string): string[] {
  return text.replace(/\s+/g, ' ').split(/(?<=[.!?])(?<!(?:^|\s)\d{1,2}\.)\s+(?=[A-Z"“(]|\d{1,2}\.\s)/);
}

/**
 * The sentence with most of the question's terms, with the next one when it is short. When the question
 * asks for a figure, a sentence with one counts one more, and two more when the page set the figure in
 * bold ("the median time … was **66 days**"): that is the page's answer.
 */
function bestSentences(
  { text, labels }: TPassage,
  terms: ReadonlySet<string>,
  figure: boolean,
): { quote: string; hits: number } {
  const sentences = splitSentences(text).filter((sentence) => sentence.length > 20);
  const boldFigures = labels.split('. ').filter((label) => /\d/.test(label));
  const scored = sentences.map((sentence, index) => {
    const words = new Set(sentence.split(/[^A-Za-z0-9']+/).map((word) => knowledgeTerm(word)));
    const bolded = boldFigures.some((label) => sentence.includes(label)) ? 2 : 0;
    const figureHits = figure && /\d/.test(sentence) ? 1 + bolded : 0;
    const hits = [...terms].filter((term) => words.has(term)).length + figureHits;
    return { index, hits };
  });
  const top = scored.reduce((a, b) => (b.hits > a.hits ? b : a), scored[0] ?? { index: 0, hits: 0 });
  let quote = sentences[top.index] ?? text;
  const next = sentences[top.index + 1];
  if (next && quote.length + next.length < quoteLength * 0.8) quote = `${quote} ${next}`;
  const cut = quote.length > quoteLength ? `${quote.slice(0, quoteLength).replace(/\s+\S*$/, '')}…` : quote;
  return { quote: cut, hits: top.hits };
}

/** "A", "A and B", "A, B and C". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function sourceName(passage: TPassage): string {
  return passage.heading ? `${passage.title} — ${passage.heading}` : passage.title;
}

export function answerFromKnowledge(request: TCoachRequest): TCoachAnswer | null {
  const found = findKnowledge(request.text);
  if (found === null) return null;
  const { passage, quote, also } = found;
  const links = [passage, ...(also ? [also] : [])].map((page) => `[${page.title}](${page.url})`);
  // Guests get the short form: the quote and the page, no lead-in.
  if (request.guest) return { reply: `${quote} (${links.join(', ')})`, action: null };
  // The pages the section itself points to ("see the privacy policy"), unless the quote links them already.
  const related = passage.related
    .filter(
      ([, address]) =>
        !quote.includes(`](${address})`) && !links.some((link) => link.includes(`](${address})`)),
    )
    .slice(0, maxRelated)
    .map(([linkText, address]) => `[${linkText}](${address})`);
  return {
    reply: `From ${bold(sourceName(passage))}:\n\n> ${quote}\n\nRead more: ${listed([...links, ...related])}`,
    action: null,
  };
}
