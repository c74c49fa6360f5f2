import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestsInFlight } from './requests-in-flight';

afterEach(() => {
  vi.useRealTimers();
});

function deferredAnswer() {
  let answer = (_response: Response) => {};
  const promise = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

describe('createRequestsInFlight', () => {
  it('is settled at once when nothing is running', async () => {
    const inFlight = createRequestsInFlight();
    await expect(inFlight.settled(1_000)).resolves.toBeUndefined();
  });

  it('settles when the last running handler answers, not before', async () => {
    const inFlight = createRequestsInFlight();
    const first = deferredAnswer();
    const second = deferredAnswer();
    const answers = [first.promise, second.promise];
    const fetch = inFlight.track(() => answers.shift() as Promise<Response>);
    const requests = [fetch(new Request('http://x/a')), fetch(new Request('http://x/b'))];
    let settled = false;
    const waiting = inFlight.settled(60_000).then(() => {
      settled = true;
    });
    first.answer(new Response('a'));
    await requests[0];
    expect(settled).toBe(false);
    second.answer(new Response('b'));
    await waiting;
    expect(settled).toBe(true);
  });

  it('counts a handler that throws as finished', async () => {
    const inFlight = createRequestsInFlight();
    const fetch = inFlight.track(() => Promise.reject(new Error('broken')));
    await expect(fetch(new Request('http://x/'))).rejects.toThrow('broken');
    await expect(inFlight.settled(60_000)).resolves.toBeUndefined();
  });

  it('gives up waiting after the limit', async () => {
    vi.useFakeTimers();
    const inFlight = createRequestsInFlight();
    const fetch = inFlight.track(() => new Promise<Response>(() => {}));
    void fetch(new Request('http://x/slow'));
    const waiting = inFlight.settled(800);
    vi.advanceTimersByTime(800);
    await expect(waiting).resolves.toBeUndefined();
  });
});
