import { useSyncExternalStore } from 'react';

// Reading innerWidth makes the browser bring style and layout up to date. Read during a render, that
// was a whole page's style pass in the middle of the tracker's first data render (decision 0005), so
// the width is read when this module loads (an almost empty page), on each resize, and once before the
// frame after the first component starts listening; renders read the kept number.
let width = typeof window === 'undefined' ? 0 : window.innerWidth;
const listeners = new Set<() => void>();

function followResize() {
  width = window.innerWidth;
  for (const listener of listeners) listener();
}

/** Calls `listener` after each change of the kept width; returns what stops it. */
export function subscribeToWindowWidth(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('resize', followResize);
    // Resizes while nothing listened were not followed: checked just before the next frame, whose own
    // style pass this read then shares, not here (subscribing can happen inside a render).
    window.requestAnimationFrame(() => {
      if (width !== window.innerWidth) followResize();
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('resize', followResize);
  };
}

/** The kept width, in CSS pixels (the server's render never asks). */
export const readWindowWidth = () => width;

// A page the server rendered knows no window: it is drawn, and hydrated, as on the widest screen; the
// first render after hydration reads the real width (decision 0033).
const widthOnTheServer = () => Number.POSITIVE_INFINITY;

/** The window's width in CSS pixels, following resizes, without reading layout during a render. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribeToWindowWidth, readWindowWidth, widthOnTheServer);
}
