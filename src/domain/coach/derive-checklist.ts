import type { TChatMessage } from './chat-types';

/** Spec 3 "Checklist item". */
export type TChecklistItem = { label: string; filled: boolean };

// A GitHub-style task list item: a bullet (-, * or +), a box ([ ], [x] or [X]) and a label.
const taskItemPattern = /^\s{0,12}[-*+]\s+\[([ xX])\]\s+(\S.*)$/;
const fencePattern = /^\s{0,3}(```|~~~)/;

/** The task list items of one Markdown text, in order; lines inside fenced code are not tasks. */
export function parseChecklist(markdown: string): TChecklistItem[] {
  const items: TChecklistItem[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMark = fencePattern.exec(line)?.[1];
    if (fenceMark) {
      if (fence === null) fence = fenceMark;
      else if (fence === fenceMark) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = taskItemPattern.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      items.push({ label: match[2].trim(), filled: match[1] !== ' ' });
    }
  }
  return items;
}

/**
 * The panel's checklist (spec 2): the task items of the latest assistant reply that has any, so a plan
 * stays on screen while the conversation moves on, and a newer plan replaces it.
 */
export function deriveChecklist(messages: readonly TChatMessage[]): TChecklistItem[] {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.role !== 'assistant') continue;
    const items = parseChecklist(message.content);
    if (items.length > 0) return items;
  }
  return [];
}
