import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRevealQueue } from './reveal-queue';

/** A scheduler whose tasks run only when the test says so. */
function manualTasks() {
  const tasks: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void tasks.push(run),
    runNext: () => tasks.shift()?.(),
    get pending() {
      return tasks.length;
    },
  };
}

describe('createRevealQueue', () => {
  it('reveals nothing at once, then a batch per task in the order queued', () => {
    const tasks = manualTasks();
    const queue = createRevealQueue(tasks.schedule, 2);
    const revealed: number[] = [];
    for (const row of [1, 2, 3, 4, 5]) queue.add(() => revealed.push(row));
    expect(revealed).toEqual([]);
    tasks.runNext();
    expect(revealed).toEqual([1, 2]);
    tasks.runNext();
    tasks.runNext();
    expect(revealed).toEqual([1, 2, 3, 4, 5]);
    expect(tasks.pending).toBe(0);
  });

  it('skips a piece taken out before its turn (a row that left the page)', () => {
    const tasks = manualTasks();
    const queue = createRevealQueue(tasks.schedule, 2);
    const revealed: string[] = [];
    queue.add(() => revealed.push('a'));
    const remove = queue.add(() => revealed.push('b'));
    queue.add(() => revealed.push('c'));
    remove();
    tasks.runNext();
    expect(revealed).toEqual(['a', 'c']);
  });

  it('reveals every piece queued, each once, never more than a batch per task', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.integer({ min: 1, max: 10 }), (count, perTask) => {
        const tasks = manualTasks();
        const queue = createRevealQueue(tasks.schedule, perTask);
        const revealed: number[] = [];
        for (let piece = 0; piece < count; piece++) queue.add(() => revealed.push(piece));
        let ran = 0;
        while (tasks.pending > 0) {
          const before = revealed.length;
          tasks.runNext();
          ran++;
          expect(revealed.length - before).toBeLessThanOrEqual(perTask);
        }
        expect(revealed).toEqual([...Array(count).keys()]);
        expect(ran).toBe(Math.ceil(count / perTask));
      }),
    );
  });
});
