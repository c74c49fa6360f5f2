import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followEventStream, reconnectDelayMs } from './follow-event-stream';

function streamOf(text: string, { keepOpen = false } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      if (!keepOpen) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

describe('followEventStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers events, and after a drop reconnects and says it opened again', async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => streamOf('data: {"type":"goals"}\n\n'),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => streamOf('data: {"type":"habits"}\n\n', { keepOpen: true }),
    ];
    const open = vi.fn(() => answers.shift()?.() ?? new Promise<Response>(() => {}));
    const seen: string[] = [];
    const stop = followEventStream(open, {
      onOpen: () => seen.push('open'),
      onEvent: (event) => seen.push(event.data),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['open', '{"type":"goals"}']);
    // The stream ended: one second later it reconnects, fails, and tries again two seconds after that.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen).toEqual(['open', '{"type":"goals"}', 'open', '{"type":"habits"}']);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('stops for good when the session is gone', async () => {
    const open = vi.fn(async () => new Response('{"error":"Unauthorized"}', { status: 401 }));
    followEventStream(open, { onOpen: () => {}, onEvent: () => {} });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('backs off from 1 s to at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(reconnectDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
