import type { TCoachContext } from '../coach-provider';
import { intentFeatures } from './intent-features';
import intentModelData from './intent-model.json';
import { isWithinOneEdit } from './match-by-name';
import type { TIntentModel } from './train-intent-model';

/**
 * What a message most likely asks for, by the naive Bayes model in `intent-model.json` (trained from the
 * development set by `npm run coach:train`): every intent with its probability, likeliest first. The
 * probabilities are tempered (log-likelihoods divided by `temperature`) because naive Bayes, counting
 * each overlapping bigram as independent evidence, is far surer of itself than it should be.
 */

export type TIntentScore = { intent: string; probability: number };

const smoothing = 0.1;
const temperature = 3;

type TPrepared = {
  intents: string[];
  logPriors: number[];
  logLikelihood: (feature: string) => number[] | null;
  /** The word stems the model knows, for reading a misspelt word as the known one it is one typo from. */
  knownWords: readonly string[];
};

export function prepareModel(model: TIntentModel): TPrepared {
  const totals = model.intents.map(() => 0);
  for (const pairs of Object.values(model.features))
    for (const [index = 0, count = 0] of pairs) totals[index] = (totals[index] ?? 0) + count;
  const vocabulary = Object.keys(model.features).length;
  const all = model.messages.reduce((sum, count) => sum + count, 0);
  const logPriors = model.messages.map((count) => Math.log((count + 1) / (all + model.intents.length)));
  const unseen = totals.map((total) => Math.log(smoothing / (total + smoothing * vocabulary)));
  const logLikelihood = (feature: string): number[] | null => {
    const pairs = Object.hasOwn(model.features, feature) ? model.features[feature] : undefined;
    if (!pairs) return null;
    const row = [...unseen];
    for (const [index = 0, count = 0] of pairs)
      row[index] = Math.log((count + smoothing) / ((totals[index] ?? 0) + smoothing * vocabulary));
    return row;
  };
  const knownWords = Object.keys(model.features).filter((feature) => /^[a-z]{5,}$/.test(feature));
  return { intents: model.intents, logPriors, logLikelihood, knownWords };
}

/** A word the model never saw, read as the one known word it is a typo of ("strech" is "stretch"). */
function correctWord(prepared: TPrepared, word: string): string {
  if (!/^[a-z]{5,}$/.test(word) || prepared.logLikelihood(word) !== null) return word;
  return prepared.knownWords.find((known) => isWithinOneEdit(word, known)) ?? word;
}

function lookUp(prepared: TPrepared, feature: string): number[] | null {
  const row = prepared.logLikelihood(feature);
  if (row !== null) return row;
  const corrected = feature
    .split('+')
    .map((part) => correctWord(prepared, part))
    .join('+');
  return corrected === feature ? null : prepared.logLikelihood(corrected);
}

export function scoreIntents(prepared: TPrepared, features: readonly string[]): TIntentScore[] {
  const scores = [...prepared.logPriors];
  for (const feature of features) {
    const row = lookUp(prepared, feature);
    if (row === null) continue;
    row.forEach((value, index) => {
      scores[index] = (scores[index] ?? 0) + value;
    });
  }
  const tempered = scores.map((score) => score / temperature);
  const top = Math.max(...tempered);
  const weights = tempered.map((score) => Math.exp(score - top));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return prepared.intents
    .map((intent, index) => ({ intent, probability: (weights[index] ?? 0) / sum }))
    .sort((a, b) => b.probability - a.probability);
}

let shipped: TPrepared | undefined;

/** The shipped model, prepared at first use rather than while the server's modules load (decision 0046). */
export function shippedIntentModel(): TPrepared {
  shipped ??= prepareModel(intentModelData satisfies TIntentModel);
  return shipped;
}

export function classifyIntent(text: string, context: TCoachContext): TIntentScore[] {
  return scoreIntents(shippedIntentModel(), intentFeatures(text, context));
}
