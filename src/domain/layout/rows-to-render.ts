/**
 * How many rows of a list to render: the first screenful (`first`) at once, then `slice` more after
 * each background pass (`passes` of them done so far), never more than the list holds.
 */
export function rowsToRender(total: number, passes: number, first: number, slice: number): number {
  return Math.min(total, first + passes * slice);
}
