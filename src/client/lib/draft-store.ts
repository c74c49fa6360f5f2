// Text typed and not yet saved, kept for the tab (sessionStorage): moving to another day or page, or a
// reload, loses nothing; closing the tab or signing out forgets it.
const prefix = 'compound.draft.';

export function readDraft(key: string): string | null {
  try {
    return window.sessionStorage.getItem(prefix + key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`, or forgets it when null (saved, or given back). */
export function writeDraft(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(prefix + key);
    else window.sessionStorage.setItem(prefix + key, value);
  } catch {
    // Storage refused (a private mode, the quota): the draft lives as long as its field, as before.
  }
}

export function forgetAllDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, index) =>
      window.sessionStorage.key(index),
    );
    for (const key of keys) if (key?.startsWith(prefix)) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
