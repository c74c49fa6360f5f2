// npm run coach:train — retrains the built-in coach's intent classifier from the development set
// (src/server/coach/builtin/eval/coach-eval-set.json) and writes it to intent-model.json. Run it after
// adding development cases; a unit test fails while the shipped model is out of date.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coachTrainingCases } from '../src/server/coach/builtin/eval/evaluate-builtin-coach';
import { labelCase } from '../src/server/coach/builtin/eval/intent-training-data';
import { trainIntentModel } from '../src/server/coach/builtin/train-intent-model';

const target = fileURLToPath(new URL('../src/server/coach/builtin/intent-model.json', import.meta.url));
const model = trainIntentModel(coachTrainingCases.map(labelCase));
writeFileSync(target, `${JSON.stringify(model)}\n`);
console.log(
  `Trained on ${coachTrainingCases.length} cases: ${model.intents.length} intents, ${Object.keys(model.features).length} features → ${target}`,
);
