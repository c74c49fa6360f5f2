/**
 * Whether the passage the search ranked first actually answers the question (decision 0047, "The fit
 * gate"). BM25 always ranks something first: "how many steps a day is healthy" finds "Logging a day"
 * through "day" and "step it by one", "can i sync my habits with google calendar" finds "Skills and
 * mastery" through "habit" and "calendar weeks". Quoting those would be advice the lessons never gave, so
 * a passage is quoted only when what it shares with the question is more than words every page uses.
 */

/** What the search knows about the question and the passage it ranked first. */
export type TFitEvidence = {
  /** The question's terms (stemmed, stop words out). */
  questionTerms: readonly string[];
  /** Those of them the passage holds. */
  matchedTerms: readonly string[];
  /** The passage's BM25 score. */
  score: number;
  /** Share of the index's passages holding a term: 0 for a word the lessons never use. */
  termShare: (term: string) => number;
  /** The terms of the passage's page title, heading, bold labels and page description: what it is about. */
  aboutTerms: ReadonlySet<string>;
  /** How many times the passage's text uses a term. */
  timesUsed: (term: string) => number;
  /** The terms of each of the passage's sentences. */
  sentences: readonly ReadonlySet<string>[];
  /** The question's word pairs ("time zone", "week start") the passage holds in order. */
  pairHits: number;
  /** Whether the passage uses, word for word, a phrase the question puts in quotes. */
  quotesPhrase: boolean;
};

/** Below this BM25 score, or sharing less than half the question's terms (and fewer than three), a passage says too little. */
export const leastScore = 10;
const leastShare = 0.5;
const leastTermsAlone = 3;
/**
 * A term held by a fifth of the passages or more ("habit", "day", "goal", "time", "start") is about the
 * app as a whole, not about anything a question asks. 0.2 keeps "log", "streak" and "practice" specific:
 * 0.15 refused "how do i log a habit for a day in the past?", which "Logging a day" answers.
 */
export const genericShare = 0.2;

export function isGeneric(term: string, termShare: (term: string) => number): boolean {
  return termShare(term) >= genericShare;
}

/** A word the lessons never use, and no number ("10000 hour rule"): the question's subject may be elsewhere. */
function isUnheardOf(term: string, termShare: (term: string) => number): boolean {
  return termShare(term) === 0 && !/\d/.test(term);
}

/** Too weak a match to say anything: a low score, or too few of the question's terms. */
function isWeak({ questionTerms, matchedTerms, score }: TFitEvidence): boolean {
  const share = new Set(matchedTerms).size / Math.max(questionTerms.length, 1);
  return score < leastScore || (share < leastShare && matchedTerms.length < leastTermsAlone);
}

/**
 * Whether two of the terms are used in one sentence or in two neighbouring ones: "Flossing stacks well on
 * brushing" answers floss-and-brush, and "… for a spreadsheet. Both contain … habits and their logs"
 * answers logs-in-a-spreadsheet; "eating, drinking or exercise" and "a glass of water with breakfast",
 * four sentences apart, do not answer "how much water should i drink".
 */
function usedTogether(terms: readonly string[], sentences: readonly ReadonlySet<string>[]): boolean {
  return sentences.some((sentence, at) => {
    const next = sentences[at + 1];
    return terms.filter((term) => sentence.has(term) || next?.has(term)).length >= 2;
  });
}

/**
 * The passage fits when it uses the question's quoted phrase; else, when it is not weak and holds one
 * of the question's word pairs in order, or a specific (not generic) term it is about (its title,
 * heading, labels or page description name it) or uses twice, or two specific terms close together
 * (usedTogether), or one specific term while the question uses no word the lessons never do ("can i sync
 * my habits with google calendar": "calendar" once, "habit" everywhere and "sync" nowhere).
 */
export function fitsQuestion(evidence: TFitEvidence): boolean {
  if (evidence.quotesPhrase) return true;
  if (isWeak(evidence)) return false;
  if (evidence.pairHits > 0) return true;
  const { termShare, aboutTerms, timesUsed } = evidence;
  const specific = [...new Set(evidence.matchedTerms)].filter((term) => !isGeneric(term, termShare));
  if (specific.some((term) => aboutTerms.has(term) || timesUsed(term) >= 2)) return true;
  if (specific.length >= 2 && usedTogether(specific, evidence.sentences)) return true;
  const unheard = evidence.questionTerms.some((term) => isUnheardOf(term, termShare));
  return specific.length === 1 && !unheard;
}

/**
 * A passage ranked below the first must fit more plainly: a word pair of the question, or a specific term
 * its title, heading, labels or description name ("lally" for the habit-formation study), never a
 * specific word it only uses in passing ("water" in an example of units).
 */
export function fitsPlainly(evidence: TFitEvidence): boolean {
  if (!fitsQuestion(evidence)) return false;
  if (evidence.quotesPhrase || evidence.pairHits > 0) return true;
  return [...new Set(evidence.matchedTerms)].some(
    (term) => !isGeneric(term, evidence.termShare) && evidence.aboutTerms.has(term),
  );
}
