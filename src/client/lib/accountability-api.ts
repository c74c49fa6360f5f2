import { api, readRequestError } from './api-client';

export const accountabilityQueryKey = ['accountability'] as const;

export async function fetchAccountability() {
  const response = await api.accountability.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function createInvite(email: string | null) {
  const response = await api.accountability.invites.$post({ json: { email } });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export async function revokeInvite(id: string) {
  const response = await api.accountability.invites[':id'].$delete({ param: { id } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function endPartnership(partnerId: string) {
  const response = await api.accountability.partners[':partnerId'].$delete({ param: { partnerId } });
  if (response.status !== 204) throw await readRequestError(response);
}

export async function setGoalSharing(goalId: string, shared: boolean) {
  const response = await api.accountability.goals[':goalId'].$put({ param: { goalId }, json: { shared } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function sendPartnerMessage(partnerId: string, kind: 'cheer' | 'nudge', message: string) {
  const response = await api.accountability.partners[':partnerId'].messages.$post({
    param: { partnerId },
    json: { kind, message },
  });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export async function previewInvite(token: string) {
  const response = await api.invites.preview.$get({ query: { token } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function acceptInvite(token: string) {
  const response = await api.invites.accept.$post({ json: { token } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}
