import {
  type CSSProperties,
  type Dispatch,
  type PointerEvent,
  type RefObject,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react';
import { moveInOrder } from '@/domain/habits/move-in-order';
import { dropIndex } from '@/domain/lists/drop-index';
import { useStableCallback } from './use-stable-callback';

/** What the list shows while an item is dragged. */
type TDrag = {
  from: number;
  to: number;
  /** How far the pointer has carried the item, in page pixels (scrolling included). */
  offset: number;
  /** How far the items it passes slide aside: its own height and the gap after it. */
  step: number;
  /** Let go at a new place; the items hold still until the list comes back in its new order. */
  dropped: boolean;
  /** The order it started in: a new one (the drop's, or another device's) ends it. */
  order: string;
};

/** The pointer holding the item; kept outside React state so a quick release never reads an old place. */
type TGrab = {
  id: string;
  order: string;
  pointerId: number;
  from: number;
  to: number;
  startY: number;
  clientY: number;
  /** The items' edges and centres in page pixels, in their places before the drag. */
  tops: number[];
  bottoms: number[];
  centres: number[];
};
type TGrabRef = { current: TGrab | null };
type TSetDrag = Dispatch<SetStateAction<TDrag | null>>;

// Near the top or bottom of the window the page scrolls under the dragged item, faster nearer the edge,
// once it is on its way toward that edge (a grip merely pressed near the edge does not scroll).
const scrollEdge = 72;
const maxScrollPerFrame = 16;
const scrollAfterMoving = 8;
// The list normally comes back in its new order within a frame or two; this only unsticks a drop it
// never does (the reorder refused before it changed anything).
const droppedHoldMs = 1_000;

/**
 * Reordering a list by dragging its items' grips, with a mouse, a pen or a finger. The other items
 * slide aside as the dragged one passes them, the page scrolls near the window's edges, Escape puts
 * it back, and letting go hands the new order to `onReorder` once. The items are the direct children
 * of `listRef`, in the order of `ids`.
 */
export function useDragToReorder(
  ids: readonly string[],
  listRef: RefObject<HTMLElement | null>,
  onReorder: (ids: string[]) => void,
) {
  const [started, setDrag] = useState<TDrag | null>(null);
  const grab = useRef<TGrab | null>(null);
  // A new order (the drop's, or another device's) ends any drag, in the very render that shows it, and
  // for good: a later return to the old order (a failed save rolled back) must not bring it back.
  const order = ids.join(' ');
  if (started !== null && started.order !== order) setDrag(null);
  const drag = started?.order === order ? started : null;

  const isDragging = drag !== null && !drag.dropped;
  useEffect(() => {
    if (!isDragging) return;
    let frame = requestAnimationFrame(function scrollNearEdge() {
      const current = grab.current;
      const scroll = current
        ? readEdgeScroll(current.clientY, current.clientY + window.scrollY - current.startY)
        : 0;
      if (current && scroll !== 0) {
        window.scrollBy(0, scroll);
        follow(grab, setDrag, current.clientY);
      }
      frame = requestAnimationFrame(scrollNearEdge);
    });
    // A wheel or a scrollbar moves the page under a still pointer: the item stays under the pointer.
    const onScroll = () => {
      if (grab.current) follow(grab, setDrag, grab.current.clientY);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      cancel(grab, setDrag);
    };
    // Leaving the window (another app, a context menu) may end the gesture without a pointerup.
    const onBlur = () => cancel(grab, setDrag);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', onBlur);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', onBlur);
    };
  }, [isDragging]);

  useEffect(() => {
    if (!drag?.dropped) return;
    const timeout = setTimeout(() => setDrag(null), droppedHoldMs);
    return () => clearTimeout(timeout);
  }, [drag?.dropped]);

  const makeGripProps = (id: string): TGripProps => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      const from = ids.indexOf(id);
      const rows = listRef.current ? [...listRef.current.children] : [];
      const isPrimary = event.button === 0 && !event.ctrlKey && !event.metaKey;
      if (!isPrimary || grab.current?.order === order || from === -1 || rows.length !== ids.length) return;
      // No text selection, no scrolling by touch: the gesture is the drag.
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      const rects = rows.map((row) => row.getBoundingClientRect());
      const rect = rects[from] as DOMRect;
      const neighbour = rects[from + 1] ?? rects[from - 1];
      const gap = neighbour ? Math.max(neighbour.top - rect.bottom, rect.top - neighbour.bottom) : 0;
      grab.current = {
        id,
        order,
        pointerId: event.pointerId,
        from,
        to: from,
        startY: event.clientY + window.scrollY,
        clientY: event.clientY,
        tops: rects.map((row) => row.top + window.scrollY),
        bottoms: rects.map((row) => row.bottom + window.scrollY),
        centres: rects.map((row) => row.top + window.scrollY + row.height / 2),
      };
      setDrag({ from, to: from, offset: 0, step: rect.height + gap, dropped: false, order });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (grab.current?.pointerId === event.pointerId) follow(grab, setDrag, event.clientY);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const current = grab.current;
      if (current?.pointerId !== event.pointerId) return;
      grab.current = null;
      if (current.to === current.from || current.order !== order) {
        setDrag(null);
        return;
      }
      // It settles into its slot, where the list in its new order will draw it.
      const { from, to, tops, bottoms } = current;
      const slot =
        to > from ? (bottoms[to] ?? 0) - (bottoms[from] ?? 0) : (tops[to] ?? 0) - (tops[from] ?? 0);
      setDrag((shown) => shown && { ...shown, offset: slot, dropped: true });
      onReorder(moveInOrder(ids, current.id, to - from));
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      if (grab.current?.pointerId === event.pointerId) cancel(grab, setDrag);
    },
    // After a pointerup the grab is already over; otherwise the browser took the pointer away.
    onLostPointerCapture: (event: PointerEvent<HTMLElement>) => {
      if (grab.current?.pointerId === event.pointerId) cancel(grab, setDrag);
    },
  });

  const gripProps = useStableGripProps(makeGripProps);

  /** Where an item is drawn while another is dragged past it; the dragged one follows the pointer. */
  const itemStyle = (index: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    if (index === drag.from) {
      return { transform: `translateY(${drag.offset}px)`, position: 'relative', zIndex: 10 };
    }
    const passed =
      index > drag.from && index <= drag.to
        ? -drag.step
        : index < drag.from && index >= drag.to
          ? drag.step
          : 0;
    return {
      transform: passed === 0 ? undefined : `translateY(${passed}px)`,
      transition: drag.dropped ? undefined : 'transform 150ms ease',
    };
  };

  return { gripProps, itemStyle, draggedIndex: drag?.from ?? null };
}

/** The handlers a grip spreads onto itself. */
export type TGripProps = Record<
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel' | 'onLostPointerCapture',
  (event: PointerEvent<HTMLElement>) => void
>;

/**
 * One set of grip handlers per item for the life of the list, each running the latest `makeGripProps`:
 * the rows are memoised, and new handlers on every render of the list would re-render every row.
 */
function useStableGripProps(makeGripProps: (id: string) => TGripProps): (id: string) => TGripProps {
  const latest = useStableCallback(makeGripProps);
  const byId = useRef(new Map<string, TGripProps>());
  return (id) => {
    const known = byId.current.get(id);
    if (known) return known;
    const handlers: TGripProps = {
      onPointerDown: (event) => latest(id).onPointerDown(event),
      onPointerMove: (event) => latest(id).onPointerMove(event),
      onPointerUp: (event) => latest(id).onPointerUp(event),
      onPointerCancel: (event) => latest(id).onPointerCancel(event),
      onLostPointerCapture: (event) => latest(id).onLostPointerCapture(event),
    };
    byId.current.set(id, handlers);
    return handlers;
  };
}

/** Moves the dragged item with the pointer, and works out where it would land. */
function follow(grab: TGrabRef, setDrag: TSetDrag, clientY: number) {
  const current = grab.current;
  if (!current) return;
  current.clientY = clientY;
  const offset = clientY + window.scrollY - current.startY;
  const to = dropIndex(current.centres, current.from, (current.centres[current.from] ?? 0) + offset);
  current.to = to;
  setDrag((shown) => shown && { ...shown, offset, to });
}

/** Pixels to scroll this frame: none until the item is carried toward the edge it is near. */
function readEdgeScroll(clientY: number, offset: number): number {
  const towardTop = offset < -scrollAfterMoving && clientY < scrollEdge;
  const towardBottom = offset > scrollAfterMoving && clientY > window.innerHeight - scrollEdge;
  if (towardTop) return -Math.min(maxScrollPerFrame, (scrollEdge - clientY) / 4);
  if (towardBottom) return Math.min(maxScrollPerFrame, (clientY - (window.innerHeight - scrollEdge)) / 4);
  return 0;
}

function cancel(grab: TGrabRef, setDrag: TSetDrag) {
  grab.current = null;
  setDrag(null);
}
