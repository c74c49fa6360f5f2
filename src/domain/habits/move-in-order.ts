/**
 * The order after moving one item `step` places (negative is up). An item at the edge, or one that
 * is not there, leaves the order as it was, so "Move up" on the first habit is a no-op.
 */
export function moveInOrder<T>(items: readonly T[], item: T, step: number): T[] {
  const from = items.indexOf(item);
  const to = from + step;
  if (from === -1 || to < 0 || to >= items.length || step === 0) return [...items];
  const next = items.filter((_, index) => index !== from);
  next.splice(to, 0, item);
  return next;
}
