import { isExplicitRequest, isQuestionShaped } from './classify-message-kind';
import { splitWords, stemWord } from './match-by-name';
import { countFeatures } from './naive-bayes';
import { questionShapeOf } from './question-shapes';

/**
 * A learned second opinion on the first decision (decision 0055): is this message a question to answer or a
 * request to act on? A two-class naive Bayes model over word stems, stem bigrams, the first two words and
 * the named shapes of `question-shapes.ts`, trained on the development sets only by `npm run coach:train-questions`
 * (question-scorer-model.json). Plain data in, a probability out; deterministic.
 */

export type TQuestionLabel = 'question' | 'request';
export type TLabelledText = { message: string; label: TQuestionLabel };

export type TQuestionModel = {
  /** Training messages per class: [question, request]. */
  messages: number[];
  /** Per feature, how many training messages of each class had it: [question, request]. */
  features: Record<string, number[]>;
};

/** The features of a normalized message: stems, bigrams, opening words, and the rule-based shapes. */
export function questionFeatures(text: string): string[] {
  const words = splitWords(text).map((word) => stemWord(word));
  const features = new Set<string>(words);
  for (let index = 1; index < words.length; index += 1) features.add(`${words[index - 1]}+${words[index]}`);
  features.add(`^${words[0] ?? ''}`);
  features.add(`^${words.slice(0, 2).join('+')}`);
  if (/\?[\s!?.)]*$/.test(text)) features.add('#mark');
  const shape = questionShapeOf(text);
  if (shape !== null) features.add(`#shape:${shape}`);
  if (isQuestionShaped(text)) features.add('#shaped');
  if (isExplicitRequest(text)) features.add('#explicit');
  if (/\d/.test(text)) features.add('#number');
  return [...features];
}

export function trainQuestionModel(examples: readonly TLabelledText[]): TQuestionModel {
  return countFeatures(
    examples,
    2,
    (example) => (example.label === 'question' ? 0 : 1),
    (example) => questionFeatures(example.message),
  );
}

/** Bernoulli-style evidence for seen features only, Laplace-smoothed, tempered: naive Bayes is overconfident. */
const temperature = 3;

export function scoreQuestion(model: TQuestionModel, text: string): number {
  const [questions = 0, requests = 0] = model.messages;
  let logOdds = Math.log((questions + 1) / (requests + 1));
  for (const feature of questionFeatures(text)) {
    const row = Object.hasOwn(model.features, feature) ? model.features[feature] : undefined;
    if (!row) continue;
    logOdds +=
      Math.log(((row[0] ?? 0) + 0.5) / (questions + 1)) - Math.log(((row[1] ?? 0) + 0.5) / (requests + 1));
  }
  return 1 / (1 + Math.exp(-logOdds / temperature));
}
