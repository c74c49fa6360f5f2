import { useSyncExternalStore } from 'react';

/**
 * How many habit-log saves wait in the offline queue, for the header. Kept apart from the queue
 * (which loads idb, off the first-paint path): the page loads the queue only when this says it may
 * hold something. The hint in localStorage carries that across page loads; it may be stale in one
 * direction only (the service worker empties the queue without clearing it), which costs one read.
 */
const hintKey = 'compound.waiting-saves';

let waiting = 0;
// Once this page has counted its user's saves, it knows; before, the hint of an earlier page decides.
let counted = false;
const listeners = new Set<() => void>();

function readHint(): boolean {
  try {
    return localStorage.getItem(hintKey) === '1';
  } catch {
    return false;
  }
}

/**
 * `count` is the signed-in user's waiting saves (the header shows it); `anyQueued` says whether the
 * queue holds anything, another account's included, so their saves are replayed when they are back.
 */
export function setWaitingSaves(count: number, anyQueued = count > 0): void {
  try {
    if (anyQueued) localStorage.setItem(hintKey, '1');
    else localStorage.removeItem(hintKey);
  } catch {
    // Storage refused (private mode, quota): the count still shows on this page.
  }
  counted = true;
  if (count === waiting) return;
  waiting = count;
  for (const listener of listeners) listener();
}

/** True when the signed-in user's saves may be waiting: counted on this page, or left by an earlier one. */
export const mayHaveWaitingSaves = (): boolean => (counted ? waiting > 0 : readHint());

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
