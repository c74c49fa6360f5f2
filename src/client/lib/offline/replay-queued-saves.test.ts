import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TQueuedSave } from './habit-log-queue';
import type { TReplayOutcome } from './replay-queued-saves';

async function freshModules() {
  vi.resetModules();
  return { queue: await import('./habit-log-queue'), replay: await import('./replay-queued-saves') };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const save = (key: string, value: number, userId = 'user-a') => ({
  key,
  userId,
  request: { habit_id: 'habit-1', value_number: value },
  queuedAt: 0,
});

describe('replaying the queue', () => {
  it('sends one user’s saves oldest first, one at a time, and empties the queue', async () => {
    const { queue, replay } = await freshModules();
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      await queue.enqueueSave(save(key, value));
    await queue.enqueueSave(save('other', 9, 'user-b'));
    const sent: string[] = [];
    let inFlight = 0;
    const result = await replay.replayQueuedSaves('user-a', async (queued) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(queued.key);
      inFlight -= 1;
      return { outcome: 'saved' };
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(result).toEqual({ saved: 3, refused: [], left: 0 });
    expect((await queue.listQueuedSaves()).map((queued) => queued.key)).toEqual(['other']);
  });

  it('stops at a save that must wait, so nothing overtakes it, and keeps it and those after it', async () => {
    const { queue, replay } = await freshModules();
    for (const key of ['a', 'b', 'c']) await queue.enqueueSave(save(key, 1));
    const outcomes: TReplayOutcome[] = [{ outcome: 'saved' }, { outcome: 'later' }];
    const sent: string[] = [];
    const result = await replay.replayQueuedSaves('user-a', async (queued) => {
      sent.push(queued.key);
      return outcomes.shift() ?? { outcome: 'saved' };
    });
    expect(sent).toEqual(['a', 'b']);
    expect(result).toEqual({ saved: 1, refused: [], left: 2 });
    expect((await queue.listQueuedSaves()).map((queued) => queued.key)).toEqual(['b', 'c']);
  });

  it('drops a save the server refuses for good, with its message, and goes on', async () => {
    const { queue, replay } = await freshModules();
    await queue.enqueueSave(save('a', 1));
    await queue.enqueueSave(save('b', 2));
    const result = await replay.replayQueuedSaves('user-a', async (queued: TQueuedSave) =>
      queued.key === 'a' ? { outcome: 'refused', message: 'Habit not found' } : { outcome: 'saved' },
    );
    expect(result).toEqual({ saved: 1, refused: ['Habit not found'], left: 0 });
  });

  it('sends each save over HTTP with its Idempotency-Key, and reads what the answer means', async () => {
    const { replay } = await freshModules();
    const queued = { ...save('key-1', 4), seq: 1 };
    const answers = [
      new Response('{}', { status: 200 }),
      new Response('{"error":{"message":"Habit not found"}}', { status: 404 }),
      new Response('{}', { status: 503 }),
    ];
    const requests: RequestInit[] = [];
    const fetchStub = (async (_url: string, init: RequestInit) => {
      requests.push(init);
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer;
    }) as typeof fetch;
    const send = () => replay.sendQueuedSave(queued, { url: '/api/habit-logs', fetch: fetchStub });
    expect(await send()).toEqual({ outcome: 'saved' });
    expect(await send()).toEqual({ outcome: 'refused', message: 'Habit not found' });
    expect(await send()).toEqual({ outcome: 'later' });
    expect(await send()).toEqual({ outcome: 'later' });
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      headers: { 'idempotency-key': 'key-1' },
      body: JSON.stringify(queued.request),
    });
  });
});
