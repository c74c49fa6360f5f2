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

  it('turns requests away with 503 and Retry-After once draining, and asks to close the connection', async () => {
    const inFlight = createRequestsInFlight();
    const slow = deferredAnswer();
    const fetch = inFlight.track(() => slow.promise);
    const running = fetch(new Request('http://x/write', { method: 'POST' }));
    inFlight.drain();
    const late = await fetch(new Request('http://x/late', { method: 'POST' }));
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('5');
    slow.answer(new Response('done', { status: 201 }));
    const answered = await running;
    expect(answered.status).toBe(201);
    expect(answered.headers.get('connection')).toBe('close');
  });

  it('counts a request until its answer is written, not when its handler returns', async () => {
    const inFlight = createRequestsInFlight();
    let closeResponse = () => {};
    const outgoing = { once: (_event: 'close', listener: () => void) => (closeResponse = listener) };
    const fetch = inFlight.track((_request: Request, _bindings: { outgoing: typeof outgoing }) =>
      Promise.resolve(new Response('streamed')),
    );
    await fetch(new Request('http://x/'), { outgoing });
    let settled = false;
    const waiting = inFlight.settled(60_000).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    closeResponse();
    await waiting;
    expect(settled).toBe(true);
  });
});
