import { useEffect, useState } from 'react';
import { readDraft, writeDraft } from '../lib/draft-store';

/** What was typed, and the saved value it was typed over. */
type TStoredDraft = { text: string; base: string };

function parseStoredDraft(stored: string | null): TStoredDraft | null {
  if (stored === null) return null;
  try {
    const draft: unknown = JSON.parse(stored);
    if (typeof draft !== 'object' || draft === null) return null;
    const { text, base } = draft as Record<string, unknown>;
    return typeof text === 'string' && typeof base === 'string' ? { text, base } : null;
  } catch {
    return null;
  }
}

/**
 * Text typed over a saved value and not yet saved, kept for the tab under `key` (draft-store), so a
 * move to another day or page, or a reload, loses nothing. A draft brought back from storage is shown
 * only while the saved value is still the one it was typed over and differs from it: a value saved
 * meanwhile (this draft's own save, another device, the coach) wins, so Save never writes over it
 * unseen. `isRead`: whether `saved` is known yet.
 */
export function useStoredDraft(key: string | null, saved: string, isRead: boolean) {
  const [draft, setDraft] = useState<(TStoredDraft & { restored: boolean }) | null>(() => {
    const stored = key ? parseStoredDraft(readDraft(key)) : null;
    return stored && { ...stored, restored: true };
  });
  const isStale = draft?.restored === true && isRead && (draft.base !== saved || draft.text === saved);
  useEffect(() => {
    if (isStale && key) writeDraft(key, null);
  }, [isStale, key]);
  const shown = isStale ? null : draft;

  const store = (next: TStoredDraft | null) => {
    setDraft(next && { ...next, restored: false });
    if (key) writeDraft(key, next && JSON.stringify(next));
  };

  return {
    /** The draft's text, or null when the saved value is what to show. */
    text: shown?.text ?? null,
    change: (text: string) => {
      const base = shown?.base ?? saved;
      store(text === base ? null : { text, base });
    },
    clear: () => store(null),
  };
}
