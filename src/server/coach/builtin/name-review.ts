import type { TCoachAnswer } from './coach-answer';
import {
  bestSpan,
  edgeMark,
  namedIn,
  scoreSpan,
  spansOf,
  type TNameModel,
  type TSpan,
  type TToken,
  tokenize,
} from './name-reader';
import modelData from './name-reader-model.json';

/**
 * The learned name reader's review of the rules' name (decision 0057), used only where the rules are least sure:
 * the name a proposal gives a new or renamed row is replaced by the reader's span of the message when the reader
 * scores its span clearly above the rules' one. Three pieces, each with its own margin: `loose`, the rules' name
 * runs over a comma, a dash or a question mark of the message ("Learn to swim, add a goal called Learn to swim")
 * and the reader's span lies within it; `trim`, the rules' name is a run of words
 * holding words the reader leaves out ("Floss to my habits" → "Floss"); `other`, the reader's span is elsewhere or
 * longer ("Sketch" → "Sketch daily"). The margins were picked by cross-validation on the development request files
 * (eval/cross-validate-name-reader.ts). The model is loaded once, at start.
 */

export type TNameReviewer = {
  model: TNameModel;
  /** How far the reader's span must score above the rules' one, per piece; Infinity turns a piece off. */
  loose: number;
  trim: number;
  other: number;
};

const off = Number.POSITIVE_INFINITY;

export const shippedNameReviewer: TNameReviewer = {
  model: modelData,
  loose: 4,
  trim: Infinity,
  other: Infinity,
};

let reviewer: TNameReviewer | null = shippedNameReviewer;

// Compiled once at start, not on the first request: the first use of the word pattern's Unicode classes and of the
// model's weights costs a few milliseconds, up to 20 on a loaded machine.
bestSpan(modelData, tokenize('add a habit called Warm up'), 'create_habit');

/** Cross-validation swaps in each fold's model (or none, for the rules alone); returns the one it replaced. */
export function swapNameReviewer(next: TNameReviewer | null): TNameReviewer | null {
  const previous = reviewer;
  reviewer = next;
  return previous;
}

/**
 * Where the rules' name stands in the message: its words in a row, else from its first word to its last ("Bed on
 * list" from "put Make bed on my habit list"); null when the rules made the name up ("Floss" from "i flossed").
 * `loose` when it runs over a comma, a dash, a question mark or a quote ("Stretch tick box" from "Stretch, daily
 * tick box"): no name the reader was taught does, so the rules' edges are the least sure there.
 */
function rulesSpan(tokens: readonly TToken[], name: string): (TSpan & { loose: boolean }) | null {
  const withEdges = (span: TSpan) => ({
    ...span,
    loose: tokens.slice(span.start, span.end).some((token) => edgeMark.test(token.text)),
  });
  const exact = spansOf(tokens, name)[0];
  if (exact !== undefined) return withEdges(exact);
  const words = tokenize(name);
  const first = words[0]?.lower;
  const last = words.at(-1)?.lower;
  const start = tokens.findIndex((token) => token.lower === first);
  if (start < 0) return null;
  // The last word's last stand within reach: "Run a half marathon, i want to run a half marathon" ends on the second.
  const reach = tokens.slice(start, start + 16).map((token) => token.lower);
  const end = start + reach.lastIndexOf(last ?? '');
  return end < start ? null : withEdges({ start, end: end + 1 });
}

const inside = (span: TSpan, outer: TSpan) =>
  span.start >= outer.start &&
  span.end <= outer.end &&
  (span.start !== outer.start || span.end !== outer.end);

/** The reader's name for the rules' proposal, or null to keep the rules'. */
export function reviewedName(message: string, kind: string, ruled: string, by: TNameReviewer): string | null {
  const tokens = tokenize(message);
  const own = rulesSpan(tokens, ruled);
  const best = bestSpan(by.model, tokens, kind);
  if (own === null || best === null) return null;
  if (best.span.start === own.start && best.span.end === own.end) return null;
  const margin = best.score - scoreSpan(by.model, tokens, own, kind);
  // A loose name is cut to words of its own: "piano habit for me, 20 min daily on the keyboard" read as "Piano on
  // the keyboard" is not the reader's "me".
  const ownWords = new Set(tokenize(ruled).map((token) => token.lower));
  const fromOwn = tokens.slice(best.span.start, best.span.end).every((token) => ownWords.has(token.lower));
  const piece = !inside(best.span, own) ? by.other : !own.loose ? by.trim : fromOwn ? by.loose : off;
  if (margin < piece) return null;
  const first = tokens[best.span.start];
  const last = tokens[best.span.end - 1];
  if (first === undefined || last === undefined) return null;
  const said = message.slice(first.start, last.end);
  // The rules write a name with a capital ("Floss"); the reader keeps the user's letters after the first.
  return /^\p{Lu}/u.test(ruled) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
}

/** A first message's answer with the reviewed name, in the action and in the reply that shows it. */
export function reviewName(message: string, answer: TCoachAnswer, by = reviewer): TCoachAnswer {
  const action = answer.action;
  const named = namedIn(action);
  if (by === null || action === null || named === null) return answer;
  const name = reviewedName(message, action.type, named.name, by);
  if (name === null || name.toLowerCase() === named.name.toLowerCase()) return answer;
  return { reply: answer.reply.split(named.name).join(name), action: { ...action, [named.field]: name } };
}
