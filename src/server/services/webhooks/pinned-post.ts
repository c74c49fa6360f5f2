import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { TPinnedAddress } from './check-webhook-target';

type TLookupCallback = (error: Error | null, address: string | TPinnedAddress[], family?: number) => void;

/** A lookup that answers only the address that was checked, whatever the name resolves to by now. */
export function pinnedLookup(pinned: TPinnedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    const answer = callback as TLookupCallback;
    // Node asks for every address when it may try both families (autoSelectFamily).
    if ((options as { all?: boolean }).all) answer(null, [pinned]);
    else answer(null, pinned.address, pinned.family);
  };
}

export type TPostInit = { headers: Record<string, string>; body: string | Uint8Array; timeoutMs: number };

export class PostTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * POSTs to the URL and answers its status, connecting to the pinned address (TLS still checks the
 * URL's host name); with no pinned address, the system's lookup connects. Redirects are not
 * followed: a webhook's 3xx is its answer.
 */
export function postPinned(url: string, init: TPostInit, pinned: TPinnedAddress | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      target,
      { method: 'POST', headers: init.headers, ...(pinned ? { lookup: pinnedLookup(pinned) } : {}) },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.setTimeout(init.timeoutMs, () => request.destroy(new PostTimeoutError('No answer in time')));
    request.on('error', reject);
    request.end(init.body);
  });
}
