import type { TCoachContext } from '../coach-provider';
import { intentFeatures } from './intent-features';
import { normalizeMessage } from './normalize-message';

/**
 * Trains the intent classifier: a multinomial naive Bayes model over the features of
 * `intent-features.ts`, counted from labelled messages (the development set). The model is plain data —
 * class counts and, per feature, how often it was seen with each class — so it can be written to JSON
 * by `npm run coach:train` and read back without running anything.
 */

export type TLabelledMessage = { message: string; context: TCoachContext; intent: string };

export type TIntentModel = {
  /** The intents, in a fixed order: an index into this list stands for an intent below. */
  intents: string[];
  /** How many training messages had each intent. */
  messages: number[];
  /** Per feature, how often it occurred with each intent, as [intent index, count] pairs. */
  features: Record<string, number[][]>;
};

export function trainIntentModel(examples: readonly TLabelledMessage[]): TIntentModel {
  const intents = [...new Set(examples.map((example) => example.intent))].sort();
  const messages = intents.map(() => 0);
  const counts = new Map<string, Map<number, number>>();
  for (const example of examples) {
    const index = intents.indexOf(example.intent);
    messages[index] = (messages[index] ?? 0) + 1;
    for (const feature of intentFeatures(normalizeMessage(example.message), example.context)) {
      const byIntent = counts.get(feature) ?? new Map<number, number>();
      byIntent.set(index, (byIntent.get(index) ?? 0) + 1);
      counts.set(feature, byIntent);
    }
  }
  const features: TIntentModel['features'] = {};
  for (const feature of [...counts.keys()].sort())
    features[feature] = [...(counts.get(feature) ?? [])].sort(([a], [b]) => a - b);
  return { intents, messages, features };
}
