import { hc } from 'hono/client';
import type { TErrorReport } from '@/domain/errors/error-report';
import type { AppType } from '../../server/app';
import { RequestError } from './request-error';
import { apiBase, apiFetch } from './server-url';

/** The typed client for every route of AppType; feature modules (habits-api.ts) build on it. */
export { apiBase };
export const api = hc<AppType>(apiBase, { fetch: apiFetch });

export type TMe = Awaited<ReturnType<typeof fetchMe>>;

/** The signed-in account, or null when nobody is signed in (a 200 either way: no console error). */
export async function fetchMe() {
  const response = await api.session.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function fetchPublicConfig() {
  const response = await api.config.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function sendErrorReport(report: TErrorReport): Promise<void> {
  await api['error-reports'].$post({ json: report });
}

export async function readRequestError(response: Response): Promise<RequestError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
  } | null;
  return new RequestError(
    body?.error?.message ?? `The request failed (${response.status}).`,
    response.status,
    body?.error?.code ?? null,
  );
}
