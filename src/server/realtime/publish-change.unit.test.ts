import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeKinds } from '../../domain/realtime/change-event';
import type { Database } from '../db/client';
import {
  announceChange,
  noticeGapMs,
  packNotices,
  readChangeNotices,
  type TChangeNotice,
} from './publish-change';

/** A database whose NOTIFYs wait until the test lets them finish, one by one; it keeps their payloads. */
function fakeDatabase() {
  const sent: { payload: string; release: (ok: boolean) => void }[] = [];
  const db = {
    execute: (query: { queryChunks: unknown[] }) =>
      new Promise<void>((resolve, reject) => {
        const payload = query.queryChunks.find((chunk) => typeof chunk === 'string' && chunk.startsWith('['));
        sent.push({
          payload: String(payload),
          release: (ok) => (ok ? resolve() : reject(new Error('lost'))),
        });
      }),
  } as unknown as Database;
  const noticesOf = (index: number) => readChangeNotices(sent[index]?.payload ?? '');
  return { db, sent, noticesOf };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('announceChange', () => {
  it('sends a lone change at once, with the changes of the same moment', async () => {
    const { db, sent, noticesOf } = fakeDatabase();
    announceChange(db, 'user-1', 'habit_logs');
    announceChange(db, 'user-2', 'habits');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(noticesOf(0)).toEqual([
      { user_id: 'user-1', kind: 'habit_logs' },
      { user_id: 'user-2', kind: 'habits' },
    ]);
  });

  it('folds the changes made during a notice and its gap into one notice after it', async () => {
    const { db, sent, noticesOf } = fakeDatabase();
    announceChange(db, 'user-1', 'habit_logs');
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 20; i += 1) announceChange(db, `user-${i % 3}`, 'habit_logs');
    sent[0]?.release(true);
    await vi.advanceTimersByTimeAsync(noticeGapMs - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(noticesOf(1)?.map((notice) => notice.user_id)).toEqual(['user-0', 'user-1', 'user-2']);
    sent[1]?.release(true);
    await vi.advanceTimersByTimeAsync(noticeGapMs * 5);
    expect(sent).toHaveLength(2);
  });

  it('goes on after a notice fails', async () => {
    const { db, sent, noticesOf } = fakeDatabase();
    announceChange(db, 'user-1', 'habit_logs');
    await vi.advanceTimersByTimeAsync(0);
    announceChange(db, 'user-1', 'habits');
    sent[0]?.release(false);
    await vi.advanceTimersByTimeAsync(noticeGapMs);
    expect(noticesOf(1)).toEqual([{ user_id: 'user-1', kind: 'habits' }]);
  });
});

const noticeArbitrary = fc.record({
  user_id: fc.string({ minLength: 1, maxLength: 64, unit: 'binary' }),
  kind: fc.constantFrom(...changeKinds),
});

describe('packNotices and readChangeNotices', () => {
  it('carry any notices in order, every payload under PostgreSQL’s limit', () => {
    fc.assert(
      fc.property(fc.array(noticeArbitrary, { maxLength: 400 }), (notices: TChangeNotice[]) => {
        const payloads = packNotices(notices);
        for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
        expect(payloads.flatMap((payload) => readChangeNotices(payload) ?? [])).toEqual(notices);
      }),
    );
  });

  it("read a lone notice (the previous version's payload) and refuse what they do not understand", () => {
    expect(readChangeNotices('{"user_id":"u1","kind":"goals"}')).toEqual([{ user_id: 'u1', kind: 'goals' }]);
    expect(readChangeNotices('[{"user_id":"u1","kind":"weather"}]')).toBeNull();
    expect(readChangeNotices('not json')).toBeNull();
    expect(readChangeNotices('null')).toBeNull();
  });
});
