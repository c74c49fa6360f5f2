import { useEffect, useRef } from 'react';

type TFind = () => HTMLElement | null | undefined;

/**
 * Focus for an element that is not on screen yet (a row coming back, a panel whose code still loads):
 * `focusWhenShown(find)` focuses what `find` returns as soon as it returns something, checked after
 * each render of the caller and whenever `focusPending` is called (a lazy part's ref, once it mounts).
 */
export function useFocusWhenShown(): { focusWhenShown: (find: TFind) => void; focusPending: () => void } {
  const pending = useRef<TFind | null>(null);
  const focusPending = () => {
    const element = pending.current?.();
    if (!element) return;
    element.focus();
    pending.current = null;
  };
  useEffect(focusPending);
  const focusWhenShown = (find: TFind) => {
    pending.current = find;
    focusPending();
  };
  return { focusWhenShown, focusPending };
}
