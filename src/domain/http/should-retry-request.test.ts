import { describe, expect, it } from 'vitest';
import { shouldRetryRequest } from './should-retry-request';

describe('shouldRetryRequest', () => {
  it('retries network and server failures up to the limit', () => {
    expect(shouldRetryRequest(0, 2, undefined)).toBe(true);
    expect(shouldRetryRequest(1, 2, 503)).toBe(true);
    expect(shouldRetryRequest(2, 2, 503)).toBe(false);
  });

  it('does not retry client errors except a timeout', () => {
    for (const status of [400, 401, 403, 404, 422, 429]) expect(shouldRetryRequest(0, 2, status)).toBe(false);
    expect(shouldRetryRequest(0, 2, 408)).toBe(true);
  });
});
