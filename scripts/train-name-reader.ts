// npm run coach:train-names — retrains the built-in coach's learned name reader (decision 0057) from the
// development request files only and writes name-reader-model.json.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nameExamples } from '../src/server/coach/builtin/eval/name-reader-data';
import { trainNameModel } from '../src/server/coach/builtin/name-reader';

const target = fileURLToPath(new URL('../src/server/coach/builtin/name-reader-model.json', import.meta.url));
const examples = nameExamples();
const model = trainNameModel(examples);
writeFileSync(target, `${JSON.stringify(model)}\n`);
console.log(`Trained on ${examples.length} names: ${Object.keys(model.weights).length} weights → ${target}`);
