// npm run coach:train-questions — retrains the built-in coach's learned question scorer (decision 0055) from the
// development sets only and writes question-scorer-model.json.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trainShippedQuestionModel } from '../src/server/coach/builtin/eval/question-scorer-data';

const target = fileURLToPath(
  new URL('../src/server/coach/builtin/question-scorer-model.json', import.meta.url),
);
const { examples, model } = trainShippedQuestionModel();
writeFileSync(target, `${JSON.stringify(model)}\n`);
console.log(
  `Trained on ${examples.length} messages: ${Object.keys(model.features).length} features → ${target}`,
);
