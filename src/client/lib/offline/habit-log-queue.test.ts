import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TQueuedSave } from './habit-log-queue';

// Each test starts from an empty browser database and a module that has not opened it yet.
async function freshQueue() {
  vi.resetModules();
  return import('./habit-log-queue');
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const save = (key: string, value: number, userId = 'user-a') => ({
  key,
  userId,
  request: { habit_id: 'habit-1', date: '2026-11-26', value_number: value },
  queuedAt: 0,
});

const values = (saves: TQueuedSave[]) => saves.map((queued) => queued.request.value_number);

describe('the offline queue of habit-log saves', () => {
  it('keeps saves in the order they were made', async () => {
    const queue = await freshQueue();
    for (const [index, value] of [3, 1, 2].entries()) await queue.enqueueSave(save(`key-${index}`, value));
    expect(values(await queue.listQueuedSaves())).toEqual([3, 1, 2]);
  });

  it('keeps a save queued twice under one key once, in its first place', async () => {
    const queue = await freshQueue();
    await queue.enqueueSave(save('key-a', 1));
    await queue.enqueueSave(save('key-b', 2));
    await queue.enqueueSave(save('key-a', 1));
    expect(values(await queue.listQueuedSaves())).toEqual([1, 2]);
  });

  it('survives a closed tab: a new page load finds the saves, and removing one keeps the others', async () => {
    const first = await freshQueue();
    await first.enqueueSave(save('key-a', 1));
    await first.enqueueSave(save('key-b', 2));

    const reopened = await freshQueue();
    const [oldest] = await reopened.listQueuedSaves();
    expect(oldest?.key).toBe('key-a');
    await reopened.removeQueuedSave(oldest?.seq ?? -1);
    await reopened.enqueueSave(save('key-c', 3));
    expect(values(await reopened.listQueuedSaves())).toEqual([2, 3]);
  });

  it('lists one user’s saves apart from another’s', async () => {
    const queue = await freshQueue();
    await queue.enqueueSave(save('key-a', 1, 'user-a'));
    await queue.enqueueSave(save('key-b', 2, 'user-b'));
    expect(values(await queue.listQueuedSaves('user-b'))).toEqual([2]);
  });
});
