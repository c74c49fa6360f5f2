import type { TCoachAction } from './coach-answer';

/**
 * A learned reader of the name a request gives a new or renamed row (decision 0057): which words of the message
 * are the name of the habit, subskill or goal ("can you add Floss to my habits too" → "Floss"; "new habit called
 * Sketch daily" → "Sketch"). A span scorer trained as an averaged structured perceptron: every run of up to
 * `longestName` words not crossing a comma, colon or quote is a candidate, scored by the words at and around its
 * two edges (the word before it, "called", "named", "add", "to"; the word after it, "to", "as", "daily"), the words
 * inside it ("my", "habit" rarely are), its length, its capitals and quotes, each also with the kind of row named.
 * Trained on the development requests only (`npm run coach:train-names`, name-reader-model.json). Pure and fast:
 * a message of 40 words has at most 320 candidates of some 20 features each.
 */

export type TNameModel = { weights: Record<string, number> };
export type TToken = { text: string; lower: string; start: number; end: number };
export type TSpan = { start: number; end: number };
export type TNameExample = { message: string; kind: string; name: string };

/** Longer names are rare, and the rules read them ("Finish reading war and peace by summer"). */
const longestName = 8;

export function tokenize(message: string): TToken[] {
  // "10:30", "2.5": a time or a decimal is one word, its colon or point no edge of a name; "sit-ups" is one word.
  return [
    ...message.matchAll(
      /\p{N}+(?:[:.,]\p{N}+)+|[\p{L}\p{N}]+(?:['’][\p{L}]+|-[\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu,
    ),
  ].map((match) => ({
    text: match[0],
    lower: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

// A name never crosses a comma, a colon, a dash, a quote or the end of a sentence: they mark its edges.
export const edgeMark = /^[,.;:!?—–"“”‘’'()[\]{}…]$/u;

function shape(token: TToken | undefined): string {
  if (token === undefined) return 'none';
  if (/^\p{Lu}/u.test(token.text)) return 'Cap';
  if (/^\p{Ll}/u.test(token.text)) return 'low';
  if (/^\p{N}/u.test(token.text)) return 'num';
  return edgeMark.test(token.text) ? token.text : 'sym';
}

/** The features of one candidate span: its edges, its inside, its form; each edge also with the row's kind. */
export function spanFeatures(tokens: readonly TToken[], span: TSpan, kind: string): string[] {
  const { start, end } = span;
  const word = (at: number) => tokens[at]?.lower ?? (at < 0 ? '^' : '$');
  const inside = tokens.slice(start, end);
  const capitals = inside.filter((token) => /^\p{Lu}/u.test(token.text)).length;
  const form = capitals === inside.length ? 'all' : capitals === 0 ? 'none' : capitals === 1 ? 'one' : 'some';
  const quoted = /^["“'‘]$/u.test(word(start - 1)) && /^["”'’]$/u.test(word(end));
  const edges = [
    `<${word(start - 1)}`,
    `<<${word(start - 2)} ${word(start - 1)}`,
    `[${word(start)}`,
    `[${shape(tokens[start])}`,
    `]${word(end - 1)}`,
    `>${word(end)}`,
    `>>${word(end)} ${word(end + 1)}`,
    `<shape ${shape(tokens[start - 1])}`,
    `>shape ${shape(tokens[end])}`,
    `len ${Math.min(end - start, 5)}`,
    `caps ${form}`,
  ];
  if (quoted) edges.push('quoted');
  const features = [...edges, ...edges.map((feature) => `${kind}|${feature}`)];
  for (const token of inside.slice(1)) features.push(`in ${token.lower}`);
  return features;
}

/** Every run of words a name could be. */
export function candidateSpans(tokens: readonly TToken[]): TSpan[] {
  const spans: TSpan[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    for (let end = start + 1; end <= Math.min(tokens.length, start + longestName); end += 1) {
      const last = tokens[end - 1];
      if (last === undefined || edgeMark.test(last.text)) break;
      spans.push({ start, end });
    }
  }
  return spans;
}

/** A weight by feature: the stored model's, or the learner's while it trains. */
type TWeightOf = (feature: string) => number | undefined;

const weightsOf =
  (model: TNameModel): TWeightOf =>
  (feature) =>
    Object.hasOwn(model.weights, feature) ? model.weights[feature] : undefined;

function score(weightOf: TWeightOf, features: readonly string[]): number {
  return features.reduce((sum, feature) => sum + (weightOf(feature) ?? 0), 0);
}

export function scoreSpan(model: TNameModel, tokens: readonly TToken[], span: TSpan, kind: string): number {
  return score(weightsOf(model), spanFeatures(tokens, span, kind));
}

/** The best-scoring candidate span, or null for a message without words. */
export function bestSpan(
  model: TNameModel | TWeightOf,
  tokens: readonly TToken[],
  kind: string,
): { span: TSpan; score: number } | null {
  const weightOf = typeof model === 'function' ? model : weightsOf(model);
  let best: { span: TSpan; score: number } | null = null;
  for (const span of candidateSpans(tokens)) {
    const scored = score(weightOf, spanFeatures(tokens, span, kind));
    if (best === null || scored > best.score) best = { span, score: scored };
  }
  return best;
}

/** Where the words of a name stand in the message, each occurrence (case aside). */
export function spansOf(tokens: readonly TToken[], name: string): TSpan[] {
  const words = tokenize(name).map((token) => token.lower);
  const spans: TSpan[] = [];
  if (words.length === 0) return spans;
  for (let start = 0; start + words.length <= tokens.length; start += 1) {
    if (words.every((word, offset) => tokens[start + offset]?.lower === word))
      spans.push({ start, end: start + words.length });
  }
  return spans;
}

const sameSpan = (a: TSpan, b: TSpan) => a.start === b.start && a.end === b.end;

type TPrepared = { tokens: TToken[]; kind: string; gold: TSpan[] };

/** An averaged perceptron: the weights kept are the mean over every step, which generalises far better. */
class Averaged {
  readonly weights = new Map<string, number>();
  private readonly totals = new Map<string, number>();
  private readonly stamps = new Map<string, number>();
  step = 0;

  add(features: readonly string[], delta: number) {
    for (const feature of features) {
      const weight = this.weights.get(feature) ?? 0;
      const elapsed = this.step - (this.stamps.get(feature) ?? 0);
      this.totals.set(feature, (this.totals.get(feature) ?? 0) + elapsed * weight);
      this.stamps.set(feature, this.step);
      this.weights.set(feature, weight + delta);
    }
  }

  averaged(): Record<string, number> {
    const result: [string, number][] = [];
    for (const [feature, weight] of this.weights) {
      const elapsed = this.step - (this.stamps.get(feature) ?? 0);
      const mean = ((this.totals.get(feature) ?? 0) + elapsed * weight) / Math.max(this.step, 1);
      const rounded = Math.round(mean * 1000) / 1000;
      if (rounded !== 0) result.push([feature, rounded]);
    }
    return Object.fromEntries(result.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
}

const epochs = 8;

/** Deterministic: the same examples in the same order give the same model, byte for byte. */
export function trainNameModel(examples: readonly TNameExample[]): TNameModel {
  const prepared: TPrepared[] = examples.map((example) => {
    const tokens = tokenize(example.message);
    return { tokens, kind: example.kind, gold: spansOf(tokens, example.name) };
  });
  const learner = new Averaged();
  const weightOf: TWeightOf = (feature) => learner.weights.get(feature);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const { tokens, kind, gold } of prepared) {
      learner.step += 1;
      const guess = bestSpan(weightOf, tokens, kind);
      if (guess === null || gold.some((span) => sameSpan(span, guess.span))) continue;
      const target = gold
        .map((span) => ({ span, score: score(weightOf, spanFeatures(tokens, span, kind)) }))
        .reduce((a, b) => (b.score > a.score ? b : a));
      learner.add(spanFeatures(tokens, target.span, kind), 1);
      learner.add(spanFeatures(tokens, guess.span, kind), -1);
    }
  }
  return { weights: learner.averaged() };
}

/** The field that holds the new name, by action type: what the reader reads and the review may change. */
export const nameFields: Readonly<Record<string, readonly string[]>> = {
  create_habit: ['name'],
  update_habit: ['name'],
  create_user_subskill: ['name'],
  create_goal: ['title', 'name'],
  update_goal: ['title', 'name'],
};

/** The name an action gives, and the field it is in, or null. */
export function namedIn(action: TCoachAction | null | undefined): { field: string; name: string } | null {
  if (action == null) return null;
  for (const field of nameFields[action.type] ?? []) {
    const name = action[field];
    if (typeof name === 'string' && name.trim() !== '') return { field, name };
  }
  return null;
}
