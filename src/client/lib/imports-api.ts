import type { TImportPlan, TImportResult } from '@/domain/imports/imports-api';
import { RequestError } from './request-error';
import { authHeaders, serverUrl } from './server-url';

/**
 * Sends a file to POST /api/imports. XMLHttpRequest rather than fetch, because only it reports upload
 * progress, which a large Loop export on a slow link needs to show.
 */
function sendImport<T>(file: File, dryRun: boolean, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', serverUrl(`/api/imports?dry_run=${dryRun}`));
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as (T & { error?: { code?: string; message?: string } }) | null;
      if (request.status === 200 && body) resolve(body);
      else
        reject(
          new RequestError(
            body?.error?.message ?? `The import failed (${request.status}).`,
            request.status,
            body?.error?.code ?? null,
          ),
        );
    };
    request.onerror = () =>
      reject(new RequestError('The file could not be sent: check your connection.', 0, null));
    request.send(file);
  });
}

export const planImport = (file: File) => sendImport<TImportPlan>(file, true);

export const runImport = (file: File, onProgress: (fraction: number) => void) =>
  sendImport<TImportResult>(file, false, onProgress);
