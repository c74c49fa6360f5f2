import { useEffect, useRef } from 'react';
import { shouldReadNewDay } from '@/domain/dates/should-read-new-day';
import { todayInTimeZone } from '@/domain/dates/today-in-time-zone';

const checkEveryMs = 60_000;

/**
 * Calls `refresh` once the user's day has turned since `today` was loaded, so a tracker left open
 * overnight, or an app brought back in the morning, does not log yesterday under "Today". Checked
 * every minute and whenever the page becomes visible again, which is when a sleeping device or a
 * backgrounded app returns.
 */
export function useRefreshAtNewDay(today: string | null, timeZone: string | null, refresh: () => void) {
  const latestRefresh = useRef(refresh);
  latestRefresh.current = refresh;
  const askedFor = useRef<string | null>(null);

  useEffect(() => {
    if (today === null || timeZone === null) return;
    const check = (pageReturned: boolean) => {
      if (document.visibilityState !== 'visible') return;
      const currentDay = todayInTimeZone(new Date(), timeZone);
      if (!shouldReadNewDay({ currentDay, loadedToday: today, askedFor: askedFor.current, pageReturned }))
        return;
      askedFor.current = currentDay;
      latestRefresh.current();
    };
    const interval = window.setInterval(() => check(false), checkEveryMs);
    const onVisibilityChange = () => check(true);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [today, timeZone]);
}
