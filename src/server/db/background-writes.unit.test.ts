import { describe, expect, it } from 'vitest';
import { backgroundWritesSettled, writeInBackground } from './background-writes';
import type { Database } from './client';

// Only its identity matters here: the writes are kept per database object.
const fakeDatabase = () => ({}) as Database;

function later<T>(value: T, ms: number): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

describe('background writes', () => {
  it('settles at once with nothing running', async () => {
    await expect(backgroundWritesSettled(fakeDatabase())).resolves.toBeUndefined();
  });

  it('waits for every write, those a write starts as it ends included', async () => {
    const db = fakeDatabase();
    const finished: string[] = [];
    writeInBackground(
      db,
      later('first', 10).then((name) => {
        finished.push(name);
        writeInBackground(
          db,
          later('second', 10).then((next) => finished.push(next)),
        );
      }),
    );
    await backgroundWritesSettled(db);
    expect(finished).toEqual(['first', 'second']);
  });

  it('takes a failed write as settled, without an unhandled rejection', async () => {
    const db = fakeDatabase();
    writeInBackground(db, Promise.reject(new Error('lost connection')));
    await expect(backgroundWritesSettled(db)).resolves.toBeUndefined();
  });

  it('keeps each database’s writes apart', async () => {
    const busy = fakeDatabase();
    writeInBackground(busy, new Promise(() => {}));
    await expect(backgroundWritesSettled(fakeDatabase())).resolves.toBeUndefined();
  });
});
