import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readShortcutKeys, resolveShortcutTarget } from '@/domain/routing/keyboard-shortcuts';
import { isRegisteredPath } from '../route-table';

/**
 * The mod+number navigation of spec section 2, for pages that exist. Every shortcut is a mod
 * combination, which never types text, so it also works while a text field has focus. A plain
 * listener on the window: it is part of every first paint, where a key library would cost 5 KB.
 */
export function useNavigationShortcuts(signedIn: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const keys = readShortcutKeys(event);
      const target = keys && resolveShortcutTarget(keys, signedIn, isRegisteredPath);
      // Leave the browser's own meaning (e.g. Ctrl+5 for a tab) to shortcuts that lead nowhere yet.
      if (!target) return;
      event.preventDefault();
      navigate(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [signedIn, navigate]);
}
