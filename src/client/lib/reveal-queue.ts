/** Shows one piece of a page (its callback sets the state that renders it). */
type TReveal = () => void;

export type TRevealQueue = {
  /** Queues a reveal after those already waiting; the returned function takes it out again. */
  add: (reveal: TReveal) => () => void;
};

/**
 * Reveals pieces of a page a few at a time, each batch in a task of its own (`schedule` runs its
 * callback in a later task), in the order they were queued.
 */
export function createRevealQueue(schedule: (run: () => void) => void, perTask: number): TRevealQueue {
  const waiting: TReveal[] = [];
  let isScheduled = false;
  const runBatch = () => {
    isScheduled = false;
    for (const reveal of waiting.splice(0, perTask)) reveal();
    if (waiting.length > 0) scheduleBatch();
  };
  const scheduleBatch = () => {
    if (isScheduled) return;
    isScheduled = true;
    schedule(runBatch);
  };
  return {
    add: (reveal) => {
      waiting.push(reveal);
      scheduleBatch();
      return () => {
        const index = waiting.indexOf(reveal);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
  };
}
