import { useEffect, useRef } from 'react';
import { computeScrollShadeOpacity } from '@/domain/layout/scroll-shade';

/**
 * A backdrop for the status bar area (the notch on phones): clear at the top of the page, opaque
 * once 60 px of content has scrolled under it. Styled directly: re-rendering React on every scroll
 * frame would be wasted work.
 */
export function StatusBarShade() {
  const shade = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (shade.current) shade.current.style.opacity = String(computeScrollShadeOpacity(window.scrollY));
    };
    const scheduleUpdate = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    // Read at the next frame, not during React's commit: window.scrollY there forced a layout of the page
    // being built inside the commit's task (the largest main-thread task of /app's first load).
    scheduleUpdate();
    window.addEventListener('scroll', scheduleUpdate, { passive: true });
    return () => {
      window.removeEventListener('scroll', scheduleUpdate);
      window.cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div
      ref={shade}
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-40 h-[env(safe-area-inset-top)] bg-canvas opacity-0"
    />
  );
}
