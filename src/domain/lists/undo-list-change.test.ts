import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { undoListChange } from './undo-list-change';

type TItem = { id: string; value: number };

const item = (id: string, value = 0): TItem => ({ id, value });
const list = fc
  .uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 8 })
  .map((ids) => ids.map((id) => item(`h${id}`, id)));

/** One optimistic change of each kind the tracker makes: a value, a removal, an addition, a new order. */
const change = (items: readonly TItem[], kind: number, at: number): TItem[] => {
  const index = at % items.length;
  const target = items[index] as TItem;
  if (kind === 0)
    return items.map((candidate) => (candidate === target ? { ...target, value: -1 } : candidate));
  if (kind === 1) return items.filter((candidate) => candidate !== target);
  if (kind === 2) return [...items, item('added', 99)];
  return [target, ...items.filter((candidate) => candidate !== target)];
};

describe('undoListChange', () => {
  it('gives the list back as it was when nothing else has happened since', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 0, max: 3 }), fc.nat(), (before, kind, at) => {
        const after = change(before, kind, at);
        expect(undoListChange(before, after, after)).toEqual(before);
      }),
    );
  });

  it('keeps a later change to another item while undoing this one', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 0, max: 2 }), fc.nat(), (before, kind, at) => {
        const after = change(before, kind, at);
        const other = after.find((candidate) => before.includes(candidate));
        fc.pre(other !== undefined);
        const later = { ...(other as TItem), value: 1000 };
        const now = after.map((candidate) => (candidate === other ? later : candidate));
        const undone = undoListChange(before, after, now);
        expect(undone).toContainEqual(later);
        expect(undone).toHaveLength(before.length);
      }),
    );
  });

  it('leaves an item that changed again since, so the later save decides it', () => {
    const before = [item('a', 0), item('b', 0)];
    const after = [item('a', 5), before[1] as TItem];
    const now = [item('a', 6), before[1] as TItem];
    expect(undoListChange(before, after, now)).toEqual(now);
  });

  it('puts a removed item back at its place and drops an added one', () => {
    const [a, b, c] = [item('a'), item('b'), item('c')];
    expect(undoListChange([a, b, c], [a, c], [a, c])).toEqual([a, b, c]);
    expect(undoListChange([a, b], [a, b, c], [a, b, c])).toEqual([a, b]);
  });

  it('puts a removed item back in its order though others have left the list since', () => {
    fc.assert(
      fc.property(list, fc.nat(), fc.nat(), (before, removedAt, laterAt) => {
        const removed = before[removedAt % before.length] as TItem;
        const after = before.filter((candidate) => candidate !== removed);
        const leftLater = after[laterAt % Math.max(after.length, 1)];
        const now = after.filter((candidate) => candidate !== leftLater);
        expect(undoListChange(before, after, now)).toEqual(
          before.filter((candidate) => candidate !== leftLater),
        );
      }),
    );
  });
});
