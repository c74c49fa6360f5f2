import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isNative } from '../lib/platform';
import { fetchUpcomingReminders } from '../lib/reminders-api';
import { remindersQueryRoot } from '../lib/reminders-query-key';

export const upcomingRemindersKey = [...remindersQueryRoot, 'upcoming'] as const;

const loadNativeReminders = () => import('../lib/native-reminders');

/**
 * In the apps, keeps the phone's scheduled reminders equal to the server's upcoming list (re-read on
 * start, on return to the app and whenever the realtime stream says habits, logs or preferences
 * changed), and answers the notifications' buttons. Does nothing on the web, where reminders are pushed.
 */
export function usePhoneReminders(signedIn: boolean) {
  const navigate = useNavigate();
  const enabled = isNative && signedIn;
  const upcoming = useQuery({
    queryKey: upcomingRemindersKey,
    queryFn: fetchUpcomingReminders,
    enabled,
    refetchOnWindowFocus: true,
  });
  const { data, dataUpdatedAt } = upcoming;
  // On every answer, not only a changed one: a read after notifications were allowed brings the same list.
  useEffect(() => {
    if (enabled && data && dataUpdatedAt > 0) {
      void loadNativeReminders().then((module) => module.scheduleOnThisPhone(data));
    }
  }, [enabled, data, dataUpdatedAt]);
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadNativeReminders()
      .then((module) => module.answerReminderActions((url) => navigate(url)))
      .then((stopListening) => {
        if (cancelled) stopListening();
        else stop = stopListening;
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, navigate]);
}
