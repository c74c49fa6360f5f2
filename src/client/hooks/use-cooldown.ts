import { useEffect, useState } from 'react';

/** A countdown that blocks repeating an action (such as resending an e-mail) for a while. */
export function useCooldown(seconds: number) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const remainingSeconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1_000));
  const start = () => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1_000);
  };
  return { remainingSeconds, start };
}
