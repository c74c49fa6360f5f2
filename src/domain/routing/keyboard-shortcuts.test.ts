import { describe, expect, it } from 'vitest';
import { formatShortcut, navigationShortcuts, resolveShortcutTarget } from './keyboard-shortcuts';

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
