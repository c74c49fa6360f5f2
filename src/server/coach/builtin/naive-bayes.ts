/**
 * The counting part shared by the built-in coach's learned scorers (decisions 0055 and 0056): per class, how
 * many training messages there were and how many had each feature. Plain JSON data, features sorted, so a
 * model file retrained from the same messages is the same file.
 */

export type TFeatureCounts = {
  /** Training messages per class, in the scorer's class order. */
  messages: number[];
  /** Per feature, how many training messages of each class had it. */
  features: Record<string, number[]>;
};

export function countFeatures<T>(
  examples: readonly T[],
  classCount: number,
  classOf: (example: T) => number,
  featuresOf: (example: T) => readonly string[],
): TFeatureCounts {
  const messages = new Array<number>(classCount).fill(0);
  const counts = new Map<string, number[]>();
  for (const example of examples) {
    const index = classOf(example);
    messages[index] = (messages[index] ?? 0) + 1;
    for (const feature of featuresOf(example)) {
      const row = counts.get(feature) ?? new Array<number>(classCount).fill(0);
      row[index] = (row[index] ?? 0) + 1;
      counts.set(feature, row);
    }
  }
  const features: TFeatureCounts['features'] = {};
  for (const feature of [...counts.keys()].sort()) features[feature] = counts.get(feature) ?? [];
  return { messages, features };
}

/**
 * Per class, the tempered log evidence of a message's features (seen features only), turned into probabilities
 * that sum to one. Each class's rate of a feature is smoothed toward the feature's rate over all classes (a
 * feature a small class never saw is as likely there as anywhere), so a class with few messages does not win on
 * every feature it lacks, as it would with add-one smoothing. Naive Bayes is overconfident; the temperature
 * spreads its scores so a threshold can be chosen.
 */
export function classProbabilities(
  model: TFeatureCounts,
  features: readonly string[],
  temperature: number,
): number[] {
  const total = model.messages.reduce((sum, count) => sum + count, 0);
  const logs = model.messages.map((count) => Math.log((count + 1) / (total + model.messages.length)));
  for (const feature of features) {
    const row = Object.hasOwn(model.features, feature) ? model.features[feature] : undefined;
    if (!row) continue;
    const background = (row.reduce((sum, count) => sum + count, 0) + 0.5) / (total + 1);
    model.messages.forEach((count, index) => {
      const rate = ((row[index] ?? 0) + prior * background) / (count + prior);
      logs[index] = (logs[index] ?? 0) + Math.log(rate);
    });
  }
  const top = Math.max(...logs);
  const weights = logs.map((log) => Math.exp((log - top) / temperature));
  const sum = weights.reduce((all, weight) => all + weight, 0);
  return weights.map((weight) => weight / sum);
}

/** How many messages' worth of weight the background rate has in a class's rate of a feature. */
const prior = 2;
