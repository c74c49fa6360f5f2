import { queryOptions } from '@tanstack/react-query';
import type { TSupportMessageRequest } from '@/domain/content/content-api';
import { api, readRequestError } from './api-client';

export const supportMessagesQueryKey = ['support-messages'] as const;

/** The signed-in user's support messages, newest first. */
export const supportMessagesQuery = queryOptions({
  queryKey: supportMessagesQueryKey,
  queryFn: async () => {
    const response = await api['support-messages'].$get();
    if (response.status !== 200) throw await readRequestError(response);
    return response.json();
  },
});

export async function sendSupportMessage(request: TSupportMessageRequest) {
  const response = await api['support-messages'].$post({ json: request });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}
