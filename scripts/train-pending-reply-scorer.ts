// npm run coach:train-replies — retrains the built-in coach's learned pending-reply scorer (decision 0056) from the
// development conversations only and writes pending-reply-scorer-model.json.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trainShippedReplyModel } from '../src/server/coach/builtin/eval/pending-reply-data';
import { replyClasses } from '../src/server/coach/builtin/pending-reply-scorer';

const target = fileURLToPath(
  new URL('../src/server/coach/builtin/pending-reply-scorer-model.json', import.meta.url),
);
const { examples, model } = trainShippedReplyModel();
writeFileSync(target, `${JSON.stringify(model)}\n`);
const counts = replyClasses.map((label) => `${label} ${examples.filter((e) => e.label === label).length}`);
console.log(
  `Trained on ${examples.length} replies (${counts.join(', ')}): ${Object.keys(model.features).length} features → ${target}`,
);
