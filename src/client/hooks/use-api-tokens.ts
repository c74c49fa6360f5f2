import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApiToken } from '@/domain/api-tokens/api-tokens-api';
import { apiTokensQueryKey, createApiToken, fetchApiTokens, revokeApiToken } from '../lib/api-tokens-api';
import { showToast } from '../lib/toast-store';

export function useApiTokens() {
  return useQuery({ queryKey: apiTokensQueryKey, queryFn: fetchApiTokens });
}

/** Creates a token; its secret lives only in this mutation's result, shown once by the section. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: ({ token }) => {
      queryClient.setQueryData<TApiToken[]>(apiTokensQueryKey, (tokens = []) => [token, ...tokens]);
    },
  });
}

/** Revokes at once in the list; a failed revoke puts the token back and says so. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: TApiToken) => revokeApiToken(token.id),
    onMutate: async (token) => {
      await queryClient.cancelQueries({ queryKey: apiTokensQueryKey });
      queryClient.setQueryData<TApiToken[]>(apiTokensQueryKey, (tokens = []) =>
        tokens.filter((held) => held.id !== token.id),
      );
    },
    onSuccess: (_, token) => showToast({ title: `“${token.name}” revoked` }),
    onError: (error) =>
      showToast({ title: 'The token was not revoked', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
