/**
 * How many rows of a list to render in this pass: at least the first screenful (`first`), and all
 * of them once the background pass has caught up with the list's length (`caughtUp`), never more
 * than the list holds.
 */
export function rowsToRender(total: number, caughtUp: number, first: number): number {
  return Math.min(total, Math.max(first, caughtUp));
}
