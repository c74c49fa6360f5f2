import type { TCreateWebhookEndpoint } from '@/domain/webhooks/webhooks-api';
import { api, readRequestError } from './api-client';

export const webhooksQueryKey = ['webhook-endpoints'] as const;
export const deliveriesQueryKey = (endpointId: string) =>
  ['webhook-endpoints', endpointId, 'deliveries'] as const;

export async function fetchWebhookEndpoints() {
  const response = await api['webhook-endpoints'].$get();
  if (response.status !== 200) throw await readRequestError(response);
  return (await response.json()).endpoints;
}

export async function createWebhookEndpoint(input: TCreateWebhookEndpoint) {
  const response = await api['webhook-endpoints'].$post({ json: input });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export async function setWebhookEnabled(id: string, enabled: boolean) {
  const response = await api['webhook-endpoints'][':id'].$patch({ param: { id }, json: { enabled } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function deleteWebhookEndpoint(id: string): Promise<void> {
  const response = await api['webhook-endpoints'][':id'].$delete({ param: { id } });
  if (response.status !== 204) throw await readRequestError(response);
}

export async function fetchWebhookDeliveries(id: string) {
  const response = await api['webhook-endpoints'][':id'].deliveries.$get({ param: { id } });
  if (response.status !== 200) throw await readRequestError(response);
  return (await response.json()).deliveries;
}

export async function sendTestEvent(id: string): Promise<void> {
  const response = await api['webhook-endpoints'][':id'].test.$post({ param: { id }, json: {} });
  if (response.status !== 202) throw await readRequestError(response);
}

export async function resendDelivery(id: string): Promise<void> {
  const response = await api['webhook-deliveries'][':id'].resend.$post({ param: { id }, json: {} });
  if (response.status !== 202) throw await readRequestError(response);
}
