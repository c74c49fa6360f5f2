import { useDeferredValue } from 'react';
import { rowsToRender } from '@/domain/layout/rows-to-render';

/**
 * The rows of a long list to render now. The first screenful renders with the page; the rest in a
 * background render React cuts into short slices, so a phone stays responsive while a list of 50
 * habits arrives (one pass over all of them held the main thread for ~0.5 s under Lighthouse's
 * mobile CPU). A list that grows later (a day with more habits) takes the same two steps.
 */
export function useRenderedRows<T>(rows: readonly T[], first: number): readonly T[] {
  const caughtUp = useDeferredValue(rows.length, 0);
  const count = rowsToRender(rows.length, caughtUp, first);
  return count === rows.length ? rows : rows.slice(0, count);
}
