import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteConversation, fetchConversations } from '../lib/coach-api';
import { showToast } from '../lib/toast-store';

export const conversationsQueryKey = ['coach', 'conversations'] as const;

/** A signed-in user's latest conversations, newest first (spec 4: up to 30). */
export function useCoachConversations() {
  return useQuery({ queryKey: conversationsQueryKey, queryFn: fetchConversations });
}

export function useDeleteConversation(onDeleted: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_result, id) => {
      onDeleted(id);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
    onError: (error) =>
      showToast({
        title: 'Could not delete the conversation',
        description: error.message,
        variant: 'destructive',
      }),
  });
}
