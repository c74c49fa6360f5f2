import { useSyncExternalStore } from 'react';

/**
 * How many habit-log saves wait in the offline queue, for the header. Kept apart from the queue
 * (which loads idb, off the first-paint path): the page loads the queue only when this says it may
 * hold something. The hint in localStorage carries that across page loads; it may be stale in one
 * direction only (the service worker empties the queue without clearing it), which costs one read.
 */
const hintKey = 'compound.waiting-saves';

let waiting = 0;
const listeners = new Set<() => void>();

function readHint(): boolean {
  try {
    return localStorage.getItem(hintKey) === '1';
  } catch {
    return false;
  }
}

export function setWaitingSaves(count: number): void {
  try {
    if (count > 0) localStorage.setItem(hintKey, '1');
    else localStorage.removeItem(hintKey);
  } catch {
    // Storage refused (private mode, quota): the count still shows on this page.
  }
  if (count === waiting) return;
  waiting = count;
  for (const listener of listeners) listener();
}

/** True when saves may be waiting: on this page, or left by an earlier one. */
export const mayHaveWaitingSaves = (): boolean => waiting > 0 || readHint();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => waiting;

export function useWaitingSaves(): number {
  return useSyncExternalStore(subscribe, read, () => 0);
}

let replayer: (() => void) | null = null;

/** The signed-in frame replays the queue (useOfflineSync); a save that had to wait asks it to. */
export function setReplayer(replay: (() => void) | null): void {
  replayer = replay;
}

export function requestReplay(): void {
  replayer?.();
}
