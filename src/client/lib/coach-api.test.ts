import { describe, expect, it } from 'vitest';
import { chatRetryDelaysMs, retryNetworkErrors } from './coach-api';
import { RequestError } from './request-error';

function failingTimes<T>(failures: unknown[], value: T) {
  let calls = 0;
  return {
    call: async () => {
      const failure = failures[calls];
      calls += 1;
      if (failure !== undefined) throw failure;
      return value;
    },
    calls: () => calls,
  };
}

describe('retryNetworkErrors', () => {
  it('retries network errors 3 times with a growing delay from 1 s (spec 7)', async () => {
    const waits: number[] = [];
    const network = new TypeError('Failed to fetch');
    const attempt = failingTimes([network, network, network], 'answer');
    await expect(retryNetworkErrors(attempt.call, async (ms) => void waits.push(ms))).resolves.toBe('answer');
    expect(attempt.calls()).toBe(4);
    expect(waits).toEqual([1_000, 2_000, 3_000]);
    expect(chatRetryDelaysMs).toEqual([1_000, 2_000, 3_000]);
  });

  it('gives up after the third retry with the network error itself', async () => {
    const network = new TypeError('Failed to fetch');
    const attempt = failingTimes([network, network, network, network], 'never');
    await expect(retryNetworkErrors(attempt.call, async () => undefined)).rejects.toBe(network);
    expect(attempt.calls()).toBe(4);
  });

  it('does not retry what the server answered', async () => {
    const refused = new RequestError('AI request failed (502)', 502);
    const attempt = failingTimes([refused], 'never');
    await expect(retryNetworkErrors(attempt.call, async () => undefined)).rejects.toBe(refused);
    expect(attempt.calls()).toBe(1);
  });
});
