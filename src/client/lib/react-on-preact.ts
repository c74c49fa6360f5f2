/**
 * What the browser build imports as `react` (vite.config.ts, decision 0030): Preact's compatibility
 * layer, with one hook replaced. Preact numbers useId's ids per render root, and the same id came
 * out twice on one page (a dialog's fields took the ids of the page's own), so a label named the
 * wrong input. The pages are never hydrated in the browser, so a counter suffices, as in React.
 */
import compat, { useState } from 'preact/compat';

// @ts-expect-error preact/compat's types say `export =`, which TypeScript will not re-export this way;
// the bundler re-exports its ES module's names.
export * from 'preact/compat';

let lastId = 0;

export function useId(): string {
  const [id] = useState(() => `:p${++lastId}:`);
  return id;
}

export default { ...compat, useId };
