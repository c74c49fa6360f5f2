import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchDailyFocus, saveDailyFocus } from '../lib/habits-api';
import { showToast } from '../lib/toast-store';

const dailyFocusKey = (date: string) => ['daily-focus', date] as const;

/** The focus of one day; nothing is asked until the day is known. */
export function useDailyFocus(date: string | null) {
  return useQuery({
    queryKey: dailyFocusKey(date ?? ''),
    queryFn: () => fetchDailyFocus(date ?? ''),
    enabled: date !== null,
  });
}

export function useSaveDailyFocus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, focus }: { date: string; focus: string }) => saveDailyFocus(date, focus),
    onSuccess: ({ date, focus, warnings }) => {
      queryClient.setQueryData(dailyFocusKey(date), { date, focus });
      showToast({ title: 'Focus saved', description: warnings.join(' ') || undefined });
    },
  });
}
