import type { KeyboardEvent } from 'react';
import { rovingIndex } from '../../lib/roving-index';

/** Marks the control a habit is checked in with: its toggle, or its number field. */
export const habitEntryProps = { 'data-habit-entry': '' } as const;

/**
 * Up and Down move between the habits' check-ins (Home and End to the first and last) from anywhere
 * in a row, so a day is checked off with the arrows and Space. A number field gives up its arrow
 * stepping for this (− and + do the same) and keeps Home and End for its text; leaving it saves it.
 */
export function moveBetweenHabits(event: KeyboardEvent<HTMLElement>) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target as HTMLElement;
  if (target.closest('[role="menu"]')) return;
  const inField = target.closest('input, textarea, select') !== null;
  if (inField && event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-habit-entry]')];
  const row = target.closest('li');
  const index = entries.findIndex((entry) => entry.closest('li') === row);
  const next = rovingIndex(event.key, index, entries.length, { wrap: false });
  if (next === null) return;
  event.preventDefault();
  entries[next]?.focus();
}
