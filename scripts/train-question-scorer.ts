// npm run coach:train-questions — retrains the built-in coach's learned question scorer (decision 0055) from the
// development sets only and writes question-scorer-model.json.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { questionScorerExamples } from '../src/server/coach/builtin/eval/question-scorer-data';
import { normalizeMessage } from '../src/server/coach/builtin/normalize-message';
import { trainQuestionModel } from '../src/server/coach/builtin/question-scorer';

const target = fileURLToPath(
  new URL('../src/server/coach/builtin/question-scorer-model.json', import.meta.url),
);
const examples = questionScorerExamples().map((example) => ({
  ...example,
  message: normalizeMessage(example.message),
}));
const model = trainQuestionModel(examples);
writeFileSync(target, `${JSON.stringify(model)}\n`);
console.log(
  `Trained on ${examples.length} messages: ${Object.keys(model.features).length} features → ${target}`,
);
