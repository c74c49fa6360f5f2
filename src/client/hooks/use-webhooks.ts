import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../lib/toast-store';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  deliveriesQueryKey,
  fetchWebhookDeliveries,
  fetchWebhookEndpoints,
  resendDelivery,
  sendTestEvent,
  setWebhookEnabled,
  webhooksQueryKey,
} from '../lib/webhooks-api';

export function useWebhookEndpoints() {
  return useQuery({ queryKey: webhooksQueryKey, queryFn: fetchWebhookEndpoints });
}

/** The deliveries of one webhook, read again every few seconds while they are shown: they change by themselves. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: deliveriesQueryKey(endpointId),
    queryFn: () => fetchWebhookDeliveries(endpointId),
    refetchInterval: 5_000,
  });
}

/** Every webhook change reads the list again: the server decides secrets, order and state. */
function useWebhookMutation<TInput>(
  run: (input: TInput) => Promise<unknown>,
  success?: (input: TInput) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_, input) => {
      if (success) showToast({ title: success(input) });
    },
    onError: (error) => showToast({ title: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export const useSetWebhookEnabled = () =>
  useWebhookMutation(
    ({ id, enabled }: { id: string; enabled: boolean }) => setWebhookEnabled(id, enabled),
    ({ enabled }) => (enabled ? 'Webhook turned on' : 'Webhook turned off'),
  );
export const useDeleteWebhook = () =>
  useWebhookMutation(
    (id: string) => deleteWebhookEndpoint(id),
    () => 'Webhook deleted',
  );
export const useSendTestEvent = () =>
  useWebhookMutation(
    (id: string) => sendTestEvent(id),
    () => 'Test event sent',
  );
export const useResendDelivery = () =>
  useWebhookMutation(
    (id: string) => resendDelivery(id),
    () => 'Sending it again',
  );
