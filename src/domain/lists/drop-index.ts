/**
 * Where an item dragged from `from` lands when its centre is at `centre`: past every other item whose
 * centre it has crossed. `centres` are the items' centres in their places before the drag, top to
 * bottom, so the answer does not flicker as the other items slide aside.
 */
export function dropIndex(centres: readonly number[], from: number, centre: number): number {
  let to = from;
  while (to < centres.length - 1 && centre > (centres[to + 1] as number)) to += 1;
  while (to > 0 && centre < (centres[to - 1] as number)) to -= 1;
  return to;
}
