import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ariaKeyShortcut,
  formatShortcut,
  navigationShortcuts,
  readShortcutKeys,
  resolveShortcutTarget,
  type TKeyPress,
} from './keyboard-shortcuts';

const acceptEveryPath = () => true;

describe('resolveShortcutTarget', () => {
  it('follows the spec table for both signed-in states', () => {
    expect(resolveShortcutTarget('mod+1', true, acceptEveryPath)).toBe('/app');
    expect(resolveShortcutTarget('mod+1', false, acceptEveryPath)).toBe('/');
    expect(resolveShortcutTarget('mod+2', true, acceptEveryPath)).toBe('/in/analytics');
    expect(resolveShortcutTarget('mod+2', false, acceptEveryPath)).toBe('/analytics');
    expect(resolveShortcutTarget('mod+4', false, acceptEveryPath)).toBe('/coach');
    expect(resolveShortcutTarget('mod+5', false, acceptEveryPath)).toBe('/live-demo');
    expect(resolveShortcutTarget('mod+7', false, acceptEveryPath)).toBe('/research');
    expect(resolveShortcutTarget('mod+9', false, acceptEveryPath)).toBe('/settings');
    expect(resolveShortcutTarget('mod+shift+l', true, acceptEveryPath)).toBe('/logout');
    expect(resolveShortcutTarget('MOD+SHIFT+L', false, acceptEveryPath)).toBe('/logout');
  });

  it('ignores shortcuts whose page is not registered and keys that are not shortcuts', () => {
    const acceptOnlyApp = (path: string) => path === '/app';
    expect(resolveShortcutTarget('mod+1', true, acceptOnlyApp)).toBe('/app');
    expect(resolveShortcutTarget('mod+1', false, acceptOnlyApp)).toBeNull();
    expect(resolveShortcutTarget('mod+k', true, acceptEveryPath)).toBeNull();
  });

  it('has one entry per key combination', () => {
    const keys = navigationShortcuts.map((shortcut) => shortcut.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('formatShortcut', () => {
  it('uses the platform symbols', () => {
    expect(formatShortcut('mod+1', true)).toBe('⌘1');
    expect(formatShortcut('mod+1', false)).toBe('Ctrl+1');
    expect(formatShortcut('mod+shift+l', true)).toBe('⌘⇧L');
    expect(formatShortcut('mod+shift+l', false)).toBe('Ctrl+Shift+L');
  });
});

describe('readShortcutKeys', () => {
  const press = (code: string, modifiers: Partial<TKeyPress> = {}): TKeyPress => ({
    code,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...modifiers,
  });

  it('reads Ctrl or Cmd with a digit or a letter, Shift included, by the physical key', () => {
    expect(readShortcutKeys(press('Digit1', { ctrlKey: true }))).toBe('mod+1');
    expect(readShortcutKeys(press('Numpad9', { metaKey: true }))).toBe('mod+9');
    expect(readShortcutKeys(press('KeyL', { metaKey: true, shiftKey: true }))).toBe('mod+shift+l');
  });

  it('leaves plain keys, Alt combinations and other keys alone', () => {
    expect(readShortcutKeys(press('Digit1'))).toBeNull();
    expect(readShortcutKeys(press('Digit1', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(readShortcutKeys(press('Enter', { ctrlKey: true }))).toBeNull();
  });

  it('gives every navigation shortcut from its key press, and no key press a shortcut it does not name', () => {
    for (const { keys } of navigationShortcuts) {
      const key = keys.split('+').at(-1) ?? '';
      const code = /\d/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`;
      expect(readShortcutKeys(press(code, { ctrlKey: true, shiftKey: keys.includes('shift') }))).toBe(keys);
    }
    fc.assert(
      fc.property(
        fc.string(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (code, ctrlKey, metaKey, shiftKey, altKey) => {
          const keys = readShortcutKeys({ code, ctrlKey, metaKey, shiftKey, altKey });
          if (keys === null) return;
          expect(ctrlKey || metaKey).toBe(true);
          expect(altKey).toBe(false);
          expect(keys).toMatch(/^mod\+(shift\+)?[0-9a-z]$/);
        },
      ),
    );
  });
});

describe('ariaKeyShortcut', () => {
  it('names the keys as aria-keyshortcuts expects, per platform', () => {
    expect(ariaKeyShortcut('mod+1', false)).toBe('Control+1');
    expect(ariaKeyShortcut('mod+1', true)).toBe('Meta+1');
    expect(ariaKeyShortcut('mod+shift+k', false)).toBe('Control+Shift+K');
  });
});
