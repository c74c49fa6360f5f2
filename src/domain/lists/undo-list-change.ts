type TWithId = { readonly id: string };

/**
 * Undoes one change to a list of items (`before` became `after`) in the list as it is `now`, leaving
 * what happened since in place: an item the change altered gets its earlier version back unless it
 * has changed again since, an item it removed comes back after the item it followed (or first), an item it added goes, and a
 * change of order is reversed. Used to roll back one failed optimistic update while others are in
 * flight, where restoring the whole list as it was would undo them too.
 */
export function undoListChange<T extends TWithId>(
  before: readonly T[],
  after: readonly T[],
  now: readonly T[],
): T[] {
  const beforeById = new Map(before.map((item) => [item.id, item]));
  const afterById = new Map(after.map((item) => [item.id, item]));

  const undone = now.flatMap((item) => {
    const became = afterById.get(item.id);
    if (became !== item) return [item];
    const was = beforeById.get(item.id);
    return was === undefined ? [] : [was];
  });

  before.forEach((item, index) => {
    if (afterById.has(item.id) || undone.some((kept) => kept.id === item.id)) return;
    // After the nearest item it followed that is still there: other items may have left since.
    const predecessors = new Set(before.slice(0, index).map((earlier) => earlier.id));
    const at = undone.findLastIndex((kept) => predecessors.has(kept.id));
    undone.splice(at + 1, 0, item);
  });

  if (!isSameOrder(before, after)) {
    const rank = (item: T) => {
      const index = before.findIndex((candidate) => candidate.id === item.id);
      return index === -1 ? before.length : index;
    };
    undone.sort((a, b) => rank(a) - rank(b));
  }
  return undone;
}

/** Whether the items both lists hold stand in the same order in each. */
function isSameOrder(first: readonly TWithId[], second: readonly TWithId[]): boolean {
  const inSecond = new Set(second.map((item) => item.id));
  const inFirst = new Set(first.map((item) => item.id));
  const common = first.filter((item) => inSecond.has(item.id)).map((item) => item.id);
  const commonInSecond = second.filter((item) => inFirst.has(item.id)).map((item) => item.id);
  return common.every((id, index) => commonInSecond[index] === id);
}
