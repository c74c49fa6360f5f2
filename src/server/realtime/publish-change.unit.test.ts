import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { announceChange } from './publish-change';

/** A database whose NOTIFYs wait until the test lets them finish, one by one. */
function fakeDatabase() {
  const sent: { release: (ok: boolean) => void }[] = [];
  const db = {
    execute: () =>
      new Promise<void>((resolve, reject) => {
        sent.push({ release: (ok) => (ok ? resolve() : reject(new Error('connection lost'))) });
      }),
  } as unknown as Database;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { db, sent, settle };
}

describe('announceChange', () => {
  it('sends a lone change at once', () => {
    const { db, sent } = fakeDatabase();
    announceChange(db, 'user-1', 'habit_logs');
    expect(sent).toHaveLength(1);
  });

  it('folds changes made while a notice is on its way into one notice after it', async () => {
    const { db, sent, settle } = fakeDatabase();
    for (let i = 0; i < 20; i += 1) announceChange(db, 'user-1', 'habit_logs');
    expect(sent).toHaveLength(1);
    sent[0]?.release(true);
    await settle();
    expect(sent).toHaveLength(2);
    sent[1]?.release(true);
    await settle();
    expect(sent).toHaveLength(2);
    announceChange(db, 'user-1', 'habit_logs');
    expect(sent).toHaveLength(3);
  });

  it('keeps users and kinds apart, and goes on after a notice fails', async () => {
    const { db, sent, settle } = fakeDatabase();
    announceChange(db, 'user-1', 'habit_logs');
    announceChange(db, 'user-2', 'habit_logs');
    announceChange(db, 'user-1', 'habits');
    expect(sent).toHaveLength(3);
    announceChange(db, 'user-1', 'habit_logs');
    sent[0]?.release(false);
    await settle();
    expect(sent).toHaveLength(4);
  });
});
