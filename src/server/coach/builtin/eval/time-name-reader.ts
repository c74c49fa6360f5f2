import { performance } from 'node:perf_hooks';

/**
 * A micro-timing of the learned name reader's review (decision 0057), not a bench: loading the module and its
 * model once, the first review, and the mean over many.
 * npx tsx src/server/coach/builtin/eval/time-name-reader.ts
 */
async function timeNameReader() {
  const loadStart = performance.now();
  const { reviewName, shippedNameReviewer } = await import('../name-review');
  const loaded = performance.now() - loadStart;
  const messages = [
    'can i track stretching? add it',
    'i wanna learn to swim, add a goal called Learn to swim and maybe a marathon after that, thats the dream honestly',
    'create habit Stretch, daily tick box',
    'new habit called Sketch daily',
  ];
  const answer = (name: string) => ({ reply: `**${name}**`, action: { type: 'create_habit', name } });
  const firstStart = performance.now();
  reviewName(messages[0] ?? '', answer('Can i track stretching? add it'), shippedNameReviewer);
  const first = performance.now() - firstStart;
  const runs = 2000;
  const start = performance.now();
  for (let run = 0; run < runs; run += 1) {
    const message = messages[run % messages.length] ?? '';
    reviewName(message, answer(message.slice(0, 30)), shippedNameReviewer);
  }
  const mean = (performance.now() - start) / runs;
  console.log(
    `load ${loaded.toFixed(1)} ms once; first review ${first.toFixed(2)} ms; ${mean.toFixed(3)} ms a review after`,
  );
}

void timeNameReader();
