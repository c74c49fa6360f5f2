import { type CSSProperties, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { createLazyModule } from '../lib/lazy-module';
import type { TDrag, TGestureContext, TGrab } from './drag-to-reorder-gesture';
import { useStableCallback } from './use-stable-callback';

// The drag's own work loads with the first press on a grip (or a pointer over one), not with /app.
const gesture = createLazyModule(() => import('./drag-to-reorder-gesture'));

// The list normally comes back in its new order within a frame or two; this only unsticks a drop it
// never does (the reorder refused before it changed anything).
const droppedHoldMs = 1_000;

/** A press made before the gesture's code was here: where it began, and where the pointer is now. */
type TWaitingPress = { id: string; pointerId: number; startY: number; clientY: number };

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
  const waiting = useRef<TWaitingPress | null>(null);
  // A new order (the drop's, or another device's) ends any drag, in the very render that shows it, and
  // for good: a later return to the old order (a failed save rolled back) must not bring it back.
  const order = ids.join(' ');
  if (started !== null && started.order !== order) setDrag(null);
  const drag = started?.order === order ? started : null;

  // A drag only starts once the gesture's code is here.
  const isDragging = drag !== null && !drag.dropped;
  useEffect(() => {
    const loaded = gesture.read();
    if (!isDragging || !loaded) return;
    return loaded.followWhileDragging(grab, setDrag);
  }, [isDragging]);

  useEffect(() => {
    if (!drag?.dropped) return;
    const timeout = setTimeout(() => setDrag(null), droppedHoldMs);
    return () => clearTimeout(timeout);
  }, [drag?.dropped]);

  const readContext = useStableCallback(
    (): TGestureContext => ({
      ids,
      order,
      rows: listRef.current ? [...listRef.current.children] : [],
      grab,
      setDrag,
      onReorder,
    }),
  );
  const gripProps = useGripProps(readContext, waiting);

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
  | 'onPointerEnter'
  | 'onPointerDown'
  | 'onPointerMove'
  | 'onPointerUp'
  | 'onPointerCancel'
  | 'onLostPointerCapture',
  (event: PointerEvent<HTMLElement>) => void
>;

/**
 * One set of grip handlers per item for the life of the list: the rows are memoised, and new handlers
 * on every render of the list would re-render every row. Each reads the list as it is now.
 */
function useGripProps(
  readContext: () => TGestureContext,
  waiting: { current: TWaitingPress | null },
): (id: string) => TGripProps {
  const byId = useRef(new Map<string, TGripProps>());
  // The pointer is let go, taken away or cancelled: a drag in progress ends (dropped where it is, or
  // put back), a press still waiting for the gesture's code is forgotten.
  const end = (event: PointerEvent<HTMLElement>, drop: boolean) => {
    if (waiting.current?.pointerId === event.pointerId) waiting.current = null;
    const context = readContext();
    const loaded = gesture.read();
    if (!loaded || context.grab.current?.pointerId !== event.pointerId) return;
    if (drop) loaded.releaseGrip(context);
    else loaded.cancelGrab(context.grab, context.setDrag);
  };
  const press = (id: string, event: PointerEvent<HTMLElement>) => {
    const context = readContext();
    const isPrimary = event.button === 0 && !event.ctrlKey && !event.metaKey;
    const isInList = context.ids.includes(id) && context.rows.length === context.ids.length;
    if (!isPrimary || !isInList || context.grab.current?.order === context.order || waiting.current) return;
    // No text selection, no scrolling by touch: the gesture is the drag.
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const loaded = gesture.read();
    if (loaded) {
      loaded.pressGrip(context, id, event.pointerId, event.clientY);
      return;
    }
    // The first press waits for the gesture's code, and becomes a drag if the pointer is still down.
    const pending = { id, pointerId: event.pointerId, startY: event.clientY, clientY: event.clientY };
    waiting.current = pending;
    gesture.load().then(
      (module) => {
        if (waiting.current !== pending) return;
        waiting.current = null;
        const latest = readContext();
        module.pressGrip(latest, pending.id, pending.pointerId, pending.startY);
        module.followPointer(latest.grab, latest.setDrag, pending.clientY);
      },
      () => {
        if (waiting.current === pending) waiting.current = null;
      },
    );
  };
  return (id) => {
    const known = byId.current.get(id);
    if (known) return known;
    const handlers: TGripProps = {
      onPointerEnter: () => void gesture.load().catch(() => undefined),
      onPointerDown: (event) => press(id, event),
      onPointerMove: (event) => {
        const pending = waiting.current;
        if (pending?.pointerId === event.pointerId) pending.clientY = event.clientY;
        const { grab, setDrag } = readContext();
        if (grab.current?.pointerId === event.pointerId)
          gesture.read()?.followPointer(grab, setDrag, event.clientY);
      },
      onPointerUp: (event) => end(event, true),
      onPointerCancel: (event) => end(event, false),
      // After a pointerup the grab is already over; otherwise the browser took the pointer away.
      onLostPointerCapture: (event) => end(event, false),
    };
    byId.current.set(id, handlers);
    return handlers;
  };
}
