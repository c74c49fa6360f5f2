import { describe, expect, it } from 'vitest';
import { formatShortcut, navigationShortcuts, resolveShortcutTarget } from './keyboard-shortcuts';

const everyPath = () => true;

describe('resolveShortcutTarget', () => {
  it('follows the spec table for both signed-in states', () => {
    expect(resolveShortcutTarget('mod+1', true, everyPath)).toBe('/app');
    expect(resolveShortcutTarget('mod+1', false, everyPath)).toBe('/');
    expect(resolveShortcutTarget('mod+2', true, everyPath)).toBe('/in/analytics');
    expect(resolveShortcutTarget('mod+2', false, everyPath)).toBe('/analytics');
    expect(resolveShortcutTarget('mod+4', false, everyPath)).toBe('/coach');
    expect(resolveShortcutTarget('mod+5', false, everyPath)).toBe('/live-demo');
    expect(resolveShortcutTarget('mod+7', false, everyPath)).toBe('/research');
    expect(resolveShortcutTarget('mod+9', false, everyPath)).toBe('/settings');
    expect(resolveShortcutTarget('mod+shift+l', true, everyPath)).toBe('/logout');
    expect(resolveShortcutTarget('MOD+SHIFT+L', false, everyPath)).toBe('/logout');
  });

  it('ignores shortcuts whose page is not registered and keys that are not shortcuts', () => {
    const onlyApp = (path: string) => path === '/app';
    expect(resolveShortcutTarget('mod+1', true, onlyApp)).toBe('/app');
    expect(resolveShortcutTarget('mod+1', false, onlyApp)).toBeNull();
    expect(resolveShortcutTarget('mod+k', true, everyPath)).toBeNull();
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
