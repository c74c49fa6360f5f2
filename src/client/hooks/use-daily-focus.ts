import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dailyFocusQueryKey } from '@/domain/http/server-rendered-queries';
import { fetchDailyFocus, saveDailyFocus } from '../lib/habits-api';
import { showToast } from '../lib/toast-store';

/** The focus of one day; nothing is asked until the day is known. */
export function useDailyFocus(date: string | null) {
  return useQuery({
    queryKey: dailyFocusQueryKey(date ?? ''),
    queryFn: () => fetchDailyFocus(date ?? ''),
    enabled: date !== null,
  });
}

export function useSaveDailyFocus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, focus }: { date: string; focus: string }) => saveDailyFocus(date, focus),
    onSuccess: ({ date, focus, warnings }) => {
      queryClient.setQueryData(dailyFocusQueryKey(date), { date, focus });
      showToast({ title: 'Focus saved', description: warnings.join(' ') || undefined });
    },
  });
}
