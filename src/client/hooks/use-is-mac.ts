import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const readIsMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * Whether shortcuts are named with ⌘ (Apple devices) or Ctrl. The server knows no browser: it draws
 * Ctrl, and so does React's takeover of that page, which then reads the real platform (decision 0033).
 */
export function useIsMac(): boolean {
  return useSyncExternalStore(subscribe, readIsMac, () => false);
}
