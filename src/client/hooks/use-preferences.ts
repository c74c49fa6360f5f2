import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TPreferenceChanges } from '@/domain/actions/update-user-preferences.action';
import { preferencesQueryKey } from '@/domain/http/server-rendered-queries';
import { fetchPreferences, updatePreferences } from '../lib/preferences-api';
import { habitLogsQueryRoot, habitsQueryRoot } from './use-habits-of-day';

export function usePreferences() {
  return useQuery({ queryKey: preferencesQueryKey, queryFn: fetchPreferences });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TPreferenceChanges) => updatePreferences(changes),
    onSuccess: ({ preferences }, changes) => {
      queryClient.setQueryData(preferencesQueryKey, preferences);
      // The server's "today" follows the time zone, so every cached day may now be another day.
      if (changes.timezone !== undefined) {
        void queryClient.invalidateQueries({ queryKey: habitsQueryRoot });
        void queryClient.invalidateQueries({ queryKey: habitLogsQueryRoot });
      }
    },
  });
}

/** The browser's IANA zone, or null where the browser does not say (very old engines). */
export function readBrowserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * At the first signed-in visit the account has no time zone yet: send the browser's, once, so "today"
 * on the server is the user's today from then on. A zone chosen in the settings is never overwritten.
 */
export function useBrowserTimeZoneOnce(): void {
  const preferences = usePreferences();
  const { mutate } = useUpdatePreferences();
  const sent = useRef(false);
  const unset = preferences.data !== undefined && preferences.data.timezone === null;
  useEffect(() => {
    // Read only when needed: the browser's first look-up of its zone took 20 ms (80 ms with the CPU
    // slowed 4x) of /app's first effects on every visit, for accounts that have a zone long since.
    if (!unset || sent.current) return;
    const timezone = readBrowserTimeZone();
    if (!timezone) return;
    sent.current = true;
    mutate({ timezone });
  }, [unset, mutate]);
}
