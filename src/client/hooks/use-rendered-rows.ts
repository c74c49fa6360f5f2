import { useEffect, useState } from 'react';
import { rowsToRender } from '@/domain/layout/rows-to-render';

/** Rows rendered per background pass: each pass is one short task, well under a 50 ms long task on a phone. */
const rowsPerPass = 6;

/**
 * The rows of a long list to render now. The first screenful renders with the page; the rest a few
 * rows at a time, each pass in a task of its own after the previous one painted, so a phone stays
 * responsive while a list of 50 habits arrives (one pass over all of them held the main thread for
 * ~0.5 s under Lighthouse's mobile CPU). Preact has no time-sliced background render to do this
 * (decision 0030). A list that grows later (a day with more habits) takes the same steps.
 */
export function useRenderedRows<T>(rows: readonly T[], first: number): readonly T[] {
  const [passes, setPasses] = useState(0);
  const count = rowsToRender(rows.length, passes, first, rowsPerPass);
  useEffect(() => {
    if (count >= rows.length) return;
    const timer = setTimeout(() => setPasses((done) => done + 1), 0);
    return () => clearTimeout(timer);
  }, [count, rows.length]);
  return count === rows.length ? rows : rows.slice(0, count);
}
