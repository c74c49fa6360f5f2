import type { TCoachContext } from '../../coach-provider';
import { answerMessage } from '../answer-message';
import { prepareModel, scoreIntents } from '../classify-intent';
import { intentFeatures } from '../intent-features';
import { normalizeMessage } from '../normalize-message';
import { trainIntentModel } from '../train-intent-model';
import { fixtures, type TFixtureName } from './coach-fixtures';
import { coachTrainingCases, matchesExpected } from './evaluate-builtin-coach';
import { labelCase } from './intent-training-data';

/**
 * k-fold cross-validation on the development set alone (the frozen set is never touched): each fold's
 * cases are answered by a classifier trained on the other folds. `intent` is the classifier's own top-1
 * and top-2 accuracy; `coach` the whole coach's accuracy on cases whose classifier never saw them — the
 * development set's honest estimate of how it does on new requests.
 */
export function crossValidate(folds = 10) {
  const labelled = coachTrainingCases.map(labelCase);
  let top1 = 0;
  let top2 = 0;
  let coach = 0;
  const misses: string[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const prepared = prepareModel(trainIntentModel(labelled.filter((_, index) => index % folds !== fold)));
    const classify = (text: string, context: TCoachContext) =>
      scoreIntents(prepared, intentFeatures(text, context));
    coachTrainingCases.forEach((evalCase, index) => {
      if (index % folds !== fold) return;
      const example = labelled[index];
      if (!example) return;
      const ranked = classify(normalizeMessage(example.message), example.context);
      if (ranked[0]?.intent === example.intent) top1 += 1;
      if (ranked.slice(0, 2).some((score) => score.intent === example.intent)) top2 += 1;
      const context = fixtures[evalCase.fixture as TFixtureName];
      const answer = answerMessage(evalCase.message, context, evalCase.fixture === 'guest', classify);
      if (matchesExpected(evalCase.expect, answer.action)) coach += 1;
      else misses.push(evalCase.id);
    });
  }
  const total = labelled.length;
  return { total, intentTop1: top1 / total, intentTop2: top2 / total, coach: coach / total, misses };
}

if (process.argv[1]?.endsWith('cross-validate-intents.ts')) console.log(crossValidate());
