import { useEffect, useState } from 'react';

/**
 * The current time, refreshed each time another whole second has passed since `startTime`, so a timer
 * reading turns over on the second rather than up to a second late. Null `startTime` stops the clock.
 */
export function useClockTick(startTime: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (startTime === null) return;
    let timer = 0;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const intoSecond = (((current - startTime) % 1000) + 1000) % 1000;
      timer = window.setTimeout(tick, 1000 - intoSecond + 10);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [startTime]);
  return now;
}
