import { type ReactNode, useEffect, useState } from 'react';
import { createRevealQueue } from '../../lib/reveal-queue';

// One row of the tracker per task: six took 15–25 ms here and three still 60–100 ms under Lighthouse's
// 4× slower phone, over the 50 ms that counts as blocking (decisions 0030 and 0005).
const revealQueue = createRevealQueue((run) => window.setTimeout(run, 0), 1);

/**
 * Renders its children at once, or, when `defer` is set as it mounts, a moment later, a few pieces per
 * task in the order they mounted. A long list's rows past the first screenful come in this way, so the
 * page paints and answers input while they arrive; each piece renders only itself, never the page again.
 * Once shown it stays shown.
 */
export function Deferred({ defer, children }: { defer: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(!defer);
  useEffect(() => (shown ? undefined : revealQueue.add(() => setShown(true))), [shown]);
  return shown ? children : null;
}
