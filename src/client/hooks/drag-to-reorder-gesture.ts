import type { Dispatch, SetStateAction } from 'react';
import { moveInOrder } from '@/domain/habits/move-in-order';
import { dropIndex } from '@/domain/lists/drop-index';

/**
 * The work of a drag (measuring the items, following the pointer, scrolling near the window's edges,
 * the drop), loaded with the first press on a grip: most visits to the tracker never drag
 * (`useDragToReorder` holds the state and the grips).
 */

/** What the list shows while an item is dragged. */
export type TDrag = {
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
export type TGrab = {
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
export type TGrabRef = { current: TGrab | null };
type TSetDrag = Dispatch<SetStateAction<TDrag | null>>;

/** The list as it is now, read by each step of the gesture. */
export type TGestureContext = {
  ids: readonly string[];
  order: string;
  rows: Element[];
  grab: TGrabRef;
  setDrag: TSetDrag;
  onReorder: (ids: string[]) => void;
};

// Near the top or bottom of the window the page scrolls under the dragged item, faster nearer the edge,
// once it is on its way toward that edge (a grip merely pressed near the edge does not scroll).
const scrollEdge = 72;
const maxScrollPerFrame = 16;
const scrollAfterMoving = 8;

/** A grip pressed at `clientY` (page scrolling and the pointer capture already taken care of). */
export function pressGrip(context: TGestureContext, id: string, pointerId: number, clientY: number): void {
  const { ids, order, rows, grab, setDrag } = context;
  const from = ids.indexOf(id);
  if (from === -1 || rows.length !== ids.length) return;
  const rects = rows.map((row) => row.getBoundingClientRect());
  const rect = rects[from] as DOMRect;
  const neighbour = rects[from + 1] ?? rects[from - 1];
  const gap = neighbour ? Math.max(neighbour.top - rect.bottom, rect.top - neighbour.bottom) : 0;
  grab.current = {
    id,
    order,
    pointerId,
    from,
    to: from,
    startY: clientY + window.scrollY,
    clientY,
    tops: rects.map((row) => row.top + window.scrollY),
    bottoms: rects.map((row) => row.bottom + window.scrollY),
    centres: rects.map((row) => row.top + window.scrollY + row.height / 2),
  };
  setDrag({ from, to: from, offset: 0, step: rect.height + gap, dropped: false, order });
}

/** Letting go: the item settles into its slot, and the new order goes to `onReorder` once. */
export function releaseGrip({ ids, order, grab, setDrag, onReorder }: TGestureContext): void {
  const current = grab.current;
  if (!current) return;
  grab.current = null;
  if (current.to === current.from || current.order !== order) {
    setDrag(null);
    return;
  }
  // It settles into its slot, where the list in its new order will draw it.
  const { from, to, tops, bottoms } = current;
  const slot = to > from ? (bottoms[to] ?? 0) - (bottoms[from] ?? 0) : (tops[to] ?? 0) - (tops[from] ?? 0);
  setDrag((shown) => shown && { ...shown, offset: slot, dropped: true });
  onReorder(moveInOrder(ids, current.id, to - from));
}

/**
 * While an item is dragged: the page scrolls near the window's edges, a scroll keeps the item under
 * the pointer, Escape or leaving the window puts it back. Returns the cleanup.
 */
export function followWhileDragging(grab: TGrabRef, setDrag: TSetDrag): () => void {
  let frame = requestAnimationFrame(function scrollNearEdge() {
    const current = grab.current;
    const scroll = current
      ? readEdgeScroll(current.clientY, current.clientY + window.scrollY - current.startY)
      : 0;
    if (current && scroll !== 0) {
      window.scrollBy(0, scroll);
      followPointer(grab, setDrag, current.clientY);
    }
    frame = requestAnimationFrame(scrollNearEdge);
  });
  // A wheel or a scrollbar moves the page under a still pointer: the item stays under the pointer.
  const onScroll = () => {
    if (grab.current) followPointer(grab, setDrag, grab.current.clientY);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancelGrab(grab, setDrag);
  };
  // Leaving the window (another app, a context menu) may end the gesture without a pointerup.
  const onBlur = () => cancelGrab(grab, setDrag);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('blur', onBlur);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('blur', onBlur);
  };
}

/** Moves the dragged item with the pointer, and works out where it would land. */
export function followPointer(grab: TGrabRef, setDrag: TSetDrag, clientY: number): void {
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

export function cancelGrab(grab: TGrabRef, setDrag: TSetDrag): void {
  grab.current = null;
  setDrag(null);
}
