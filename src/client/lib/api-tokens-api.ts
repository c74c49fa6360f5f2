import type { TCreateApiTokenRequest } from '@/domain/api-tokens/api-tokens-api';
import { api, readRequestError } from './api-client';

export const apiTokensQueryKey = ['api-tokens'] as const;

export async function fetchApiTokens() {
  const response = await api['api-tokens'].$get();
  if (response.status !== 200) throw await readRequestError(response);
  return (await response.json()).tokens;
}

export async function createApiToken(request: TCreateApiTokenRequest) {
  const response = await api['api-tokens'].$post({ json: request });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export async function revokeApiToken(id: string): Promise<void> {
  const response = await api['api-tokens'][':id'].$delete({ param: { id } });
  if (response.status !== 204) throw await readRequestError(response);
}
