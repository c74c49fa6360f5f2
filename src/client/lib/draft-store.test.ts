import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAllDrafts, readDraft, writeDraft } from './draft-store';

/** A tab's sessionStorage, as the Storage interface gives it. */
function stubSessionStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  const storage = {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { sessionStorage: storage });
  return items;
}

afterEach(() => vi.unstubAllGlobals());

describe('draft-store', () => {
  it('keeps a draft until it is given back', () => {
    stubSessionStorage();
    writeDraft('focus.u1.2026-11-24', 'Ship it');
    expect(readDraft('focus.u1.2026-11-24')).toBe('Ship it');
    expect(readDraft('focus.u2.2026-11-24')).toBeNull();
    writeDraft('focus.u1.2026-11-24', null);
    expect(readDraft('focus.u1.2026-11-24')).toBeNull();
  });

  it('forgets every draft at sign-out and nothing else of the tab', () => {
    const items = stubSessionStorage({ 'other.setting': 'kept' });
    writeDraft('focus.u1.2026-11-23', 'one');
    writeDraft('focus.u1.2026-11-24', 'two');
    forgetAllDrafts();
    expect([...items.keys()]).toEqual(['other.setting']);
  });

  it('never throws when the browser refuses storage', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => writeDraft('focus.u1.2026-11-24', 'x')).not.toThrow();
    expect(readDraft('focus.u1.2026-11-24')).toBeNull();
    expect(() => forgetAllDrafts()).not.toThrow();
  });
});
