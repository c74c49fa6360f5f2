/** Navigation shortcuts of spec section 2; `mod` is Ctrl, or Cmd on macOS. */
export const navigationShortcuts: readonly { keys: string; signedIn: string; signedOut: string }[] = [
  { keys: 'mod+1', signedIn: '/app', signedOut: '/' },
  { keys: 'mod+2', signedIn: '/in/analytics', signedOut: '/analytics' },
  { keys: 'mod+3', signedIn: '/in/goals', signedOut: '/in/goals' },
  { keys: 'mod+4', signedIn: '/in/assistant', signedOut: '/coach' },
  { keys: 'mod+5', signedIn: '/in/accountability', signedOut: '/live-demo' },
  { keys: 'mod+6', signedIn: '/in/mastery', signedOut: '/docs' },
  { keys: 'mod+7', signedIn: '/in/education', signedOut: '/research' },
  { keys: 'mod+8', signedIn: '/docs', signedOut: '/docs' },
  { keys: 'mod+9', signedIn: '/settings', signedOut: '/settings' },
  { keys: 'mod+shift+l', signedIn: '/logout', signedOut: '/logout' },
];

/** Where a shortcut leads, or null when it is not ours or its page is not (yet) part of the app. */
export function resolveShortcutTarget(
  keys: string,
  signedIn: boolean,
  isRegisteredPath: (path: string) => boolean,
): string | null {
  const shortcut = navigationShortcuts.find((candidate) => candidate.keys === keys.toLowerCase());
  if (!shortcut) return null;
  const target = signedIn ? shortcut.signedIn : shortcut.signedOut;
  return isRegisteredPath(target) ? target : null;
}

/** The label shown next to a navigation item, e.g. "⌘1" on macOS and "Ctrl+1" elsewhere. */
export function formatShortcut(keys: string, isMac: boolean): string {
  return keys
    .split('+')
    .map((key) => {
      if (key === 'mod') return isMac ? '⌘' : 'Ctrl+';
      if (key === 'shift') return isMac ? '⇧' : 'Shift+';
      return key.toUpperCase();
    })
    .join('');
}

/** The same shortcut as ARIA names it (aria-keyshortcuts): "Control+1", "Meta+Shift+K". */
export function ariaKeyShortcut(keys: string, isMac: boolean): string {
  return keys
    .split('+')
    .map((key) => {
      if (key === 'mod') return isMac ? 'Meta' : 'Control';
      if (key === 'shift') return 'Shift';
      return key.toUpperCase();
    })
    .join('+');
}

export type TKeyPress = {
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

/**
 * The shortcut a key press makes, in the notation above ('mod+1', 'mod+shift+l'), or null. Read from
 * the physical key (`code`), so Shift or a keyboard layout that puts symbols on the digit row does not
 * change it; Ctrl and Cmd both count as mod (spec 2), Alt makes it someone else's shortcut.
 */
export function readShortcutKeys(press: TKeyPress): string | null {
  if (!(press.ctrlKey || press.metaKey) || press.altKey) return null;
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(press.code)?.[1];
  const letter = /^Key([A-Z])$/.exec(press.code)?.[1]?.toLowerCase();
  const key = digit ?? letter;
  return key ? `mod+${press.shiftKey ? 'shift+' : ''}${key}` : null;
}
