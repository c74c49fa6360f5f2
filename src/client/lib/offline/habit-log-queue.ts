import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { TLogRequest } from '../log-request';

/**
 * Habit-log saves waiting for the server, in IndexedDB so they outlive the tab. Read and written by
 * the page and by the service worker (which replays them in the background), so this module uses
 * nothing but IndexedDB.
 */
export type TQueuedSave = {
  /** Order of queueing: replays go oldest first. */
  seq: number;
  /** The save's Idempotency-Key: a replay the server has already seen answers its first result. */
  key: string;
  /** Whose save it is: replayed only while that user is signed in. */
  userId: string;
  request: TLogRequest;
  queuedAt: number;
};

const storeName = 'habit-log-saves';

interface TOfflineDb extends DBSchema {
  [storeName]: { key: number; value: TQueuedSave; indexes: { key: string } };
}

let opened: Promise<IDBPDatabase<TOfflineDb>> | null = null;

function openQueue(): Promise<IDBPDatabase<TOfflineDb>> {
  opened ??= openDB<TOfflineDb>('compound-offline', 1, {
    upgrade(db) {
      const store = db.createObjectStore(storeName, { keyPath: 'seq', autoIncrement: true });
      store.createIndex('key', 'key', { unique: true });
    },
  });
  return opened;
}

/** Adds a save at the end of the queue; a save already queued under its key is kept once. */
export async function enqueueSave(save: Omit<TQueuedSave, 'seq'>): Promise<void> {
  const db = await openQueue();
  const tx = db.transaction(storeName, 'readwrite');
  const known = await tx.store.index('key').getKey(save.key);
  // seq is filled in by the store (autoIncrement).
  if (known === undefined) await tx.store.add(save as TQueuedSave);
  await tx.done;
}

/** Every waiting save, oldest first; `userId` keeps one user's. */
export async function listQueuedSaves(userId?: string): Promise<TQueuedSave[]> {
  const saves = await (await openQueue()).getAll(storeName);
  return userId === undefined ? saves : saves.filter((save) => save.userId === userId);
}

export async function removeQueuedSave(seq: number): Promise<void> {
  await (await openQueue()).delete(storeName, seq);
}
