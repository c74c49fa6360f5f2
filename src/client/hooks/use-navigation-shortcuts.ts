import { useHotkeys } from 'react-hotkeys-hook';
import { useNavigate } from 'react-router';
import { navigationShortcuts, resolveShortcutTarget } from '@/domain/routing/keyboard-shortcuts';
import { isRegisteredPath } from '../route-table';

const shortcutKeys = navigationShortcuts.map((shortcut) => shortcut.keys);

/**
 * The mod+number navigation of spec section 2, for pages that exist. Every shortcut is a mod
 * combination, which never types text, so it also works while a text field has focus.
 */
export function useNavigationShortcuts(signedIn: boolean): void {
  const navigate = useNavigate();
  const resolveTarget = (hotkey: string) => resolveShortcutTarget(hotkey, signedIn, isRegisteredPath);
  useHotkeys(
    shortcutKeys,
    (_event, { hotkey }) => {
      const target = resolveTarget(hotkey);
      if (target) navigate(target);
    },
    {
      enableOnFormTags: true,
      enableOnContentEditable: true,
      // Leave the browser's own meaning (e.g. Ctrl+5 for a tab) to shortcuts that lead nowhere yet.
      preventDefault: (_event, { hotkey }) => resolveTarget(hotkey) !== null,
    },
    [signedIn, navigate],
  );
}
