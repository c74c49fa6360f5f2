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
