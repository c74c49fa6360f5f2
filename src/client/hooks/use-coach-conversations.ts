import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteConversation, fetchConversations } from '../lib/coach-api';
import { showToast } from '../lib/toast-store';

export const conversationsQueryKey = ['coach', 'conversations'] as const;

/** A signed-in user's latest conversations, newest first (spec 4: up to 30). */
export function useCoachConversations() {
  // The app never refetches on mount (spec 9), but the list is invalidated after every message while it
  // is closed: opening it must read the conversations again, or a chat just had would be missing.
  return useQuery({ queryKey: conversationsQueryKey, queryFn: fetchConversations, refetchOnMount: true });
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
