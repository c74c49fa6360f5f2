import { useSyncExternalStore } from 'react';
import {
  admitToast,
  getToastDuration,
  type TToastContent,
  type TToastHistory,
} from '@/domain/toasts/toast-rules';

/** A button on the toast that undoes or follows up what it reports; pressing it dismisses the toast. */
export type TToastAction = { label: string; onAction: () => void };

export type TToast = Required<Pick<TToastContent, 'title' | 'variant'>> &
  Pick<TToastContent, 'description'> & { id: number; durationMs: number; action?: TToastAction };

let current: TToast | null = null;
let history: TToastHistory = [];
let nextId = 1;
const listeners = new Set<() => void>();

/**
 * Shows a toast in place of the current one (one at a time), unless it repeats one just shown. One
 * with an action is always shown: it offers the way back from something just done, even done again.
 */
export function showToast(content: TToastContent & { action?: TToastAction }): void {
  const verdict = admitToast(history, content, Date.now());
  history = verdict.history;
  if (!verdict.admitted && !content.action) return;
  const variant = content.variant ?? 'default';
  current = {
    title: content.title,
    description: content.description,
    action: content.action,
    variant,
    id: nextId++,
    durationMs: getToastDuration(variant, window.innerWidth),
  };
  notify();
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  notify();
}

export function useCurrentToast(): TToast | null {
  return useSyncExternalStore(subscribe, readCurrent, readCurrent);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readCurrent(): TToast | null {
  return current;
}

function notify(): void {
  for (const listener of listeners) listener();
}
