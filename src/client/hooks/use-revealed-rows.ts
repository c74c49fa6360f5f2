import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows of a list of `total` to render: `first` with the page, then `step` more in each
 * background render until every row is there; rows added after that show at once. Each step is a
 * commit of its own, so the browser styles and lays out a few new rows per task. One background
 * render of every row (`useDeferredValue`) was time-sliced while React rendered, but committed ~45
 * rows together, and the browser's style and layout of them was one task of 0.7 s under Lighthouse's
 * mobile slowdown (issue 37).
 */
export function useRevealedRows(total: number, first: number, step: number): number {
  const [revealed, setRevealed] = useState(first);
  useEffect(() => {
    if (revealed >= total) return;
    const next = revealed + step;
    startTransition(() => setRevealed(next >= total ? Number.POSITIVE_INFINITY : next));
  }, [revealed, total, step]);
  return Math.min(total, revealed);
}
