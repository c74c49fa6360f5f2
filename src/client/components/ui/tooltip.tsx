import {
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/** Spec section 9: a tooltip shows after the pointer or keyboard focus has rested 700 ms. */
export const tooltipDelayMs = 700;
const gapPx = 6;
const edgePx = 8;

type TTriggerHandlers = {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
};

/**
 * The visible name of a button that shows only an icon. The button keeps its aria-label, so the
 * tooltip is for the eyes only (aria-hidden) and never takes the pointer. It appears on a mouse hover
 * or a keyboard focus that rests, and goes on leaving, blur, a press, a scroll or Escape.
 */
export function useTooltip(label: string | undefined): { handlers: TTriggerHandlers; tooltip: ReactNode } {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const hide = () => {
    window.clearTimeout(timer.current);
    setAnchor(null);
  };
  const showSoon = (element: HTMLElement) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAnchor(element), tooltipDelayMs);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Escape hides it wherever focus is, as a hovered button need not have focus; a scroll moves the
  // button away from where the tooltip was placed.
  useEffect(() => {
    if (!anchor) return;
    const hideOnEscape = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && setAnchor(null);
    const hideOnScroll = () => setAnchor(null);
    document.addEventListener('keydown', hideOnEscape);
    window.addEventListener('scroll', hideOnScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', hideOnEscape);
      window.removeEventListener('scroll', hideOnScroll, { capture: true });
    };
  }, [anchor]);

  const handlers: TTriggerHandlers = {
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') showSoon(event.currentTarget);
    },
    onPointerLeave: hide,
    onPointerDown: hide,
    onFocus: (event) => {
      if (event.currentTarget.matches(':focus-visible')) showSoon(event.currentTarget);
    },
    onBlur: hide,
  };
  const tooltip = label && anchor?.isConnected ? <TooltipBubble label={label} anchor={anchor} /> : null;
  return { handlers, tooltip };
}

/** Below its button, or above it near the bottom of the screen, and always inside the screen. */
function TooltipBubble({ label, anchor }: { label: string; anchor: HTMLElement }) {
  const bubble = useRef<HTMLSpanElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element) return;
    const target = anchor.getBoundingClientRect();
    const { width, height } = element.getBoundingClientRect();
    const below = target.bottom + gapPx;
    const top = below + height + edgePx > window.innerHeight ? target.top - gapPx - height : below;
    const centred = target.left + target.width / 2 - width / 2;
    const left = Math.min(Math.max(centred, edgePx), window.innerWidth - width - edgePx);
    setPosition({ top, left });
  }, [anchor]);

  return createPortal(
    <span
      ref={bubble}
      aria-hidden="true"
      data-tooltip=""
      style={position ?? { top: 0, left: 0, visibility: 'hidden' }}
      className="pointer-events-none fixed z-[60] max-w-64 rounded-md bg-ink px-2 py-1 text-xs font-medium text-surface shadow-md"
    >
      {label}
    </span>,
    document.body,
  );
}

/** Calls both handlers, the caller's first, so a tooltip never replaces what a button already does. */
export function withTooltipHandlers<TProps extends Partial<Record<keyof TTriggerHandlers, unknown>>>(
  props: TProps,
  handlers: TTriggerHandlers,
): TProps & TTriggerHandlers {
  const merged = { ...props } as TProps & TTriggerHandlers;
  for (const name of Object.keys(handlers) as (keyof TTriggerHandlers)[]) {
    const own = props[name] as ((event: never) => void) | undefined;
    const tooltipHandler = handlers[name] as (event: never) => void;
    merged[name] = ((event: never) => {
      own?.(event);
      tooltipHandler(event);
    }) as never;
  }
  return merged;
}
