import { evaluateBuiltinCoach, formatMisses } from './server/coach/builtin/eval/evaluate-builtin-coach';
import fresh from '/tmp/r55/cases.json';
const r = evaluateBuiltinCoach(fresh as never);
console.log(`${r.passed}/${r.total}`);
console.log(formatMisses(r.misses));
