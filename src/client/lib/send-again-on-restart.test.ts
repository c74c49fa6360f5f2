import { describe, expect, it, vi } from 'vitest';
import { sendAgainOnRestart } from './send-again-on-restart';

const noWait = vi.fn(async (_ms: number) => {});

describe('sendAgainOnRestart', () => {
  it('answers the first response when there was no restart', async () => {
    const send = vi.fn(async () => new Response('ok', { status: 201 }));
    const response = await sendAgainOnRestart(send, noWait);
    expect(response.status).toBe(201);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends once more after a lost connection', async () => {
    const send = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(new Response('ok', { status: 201 }));
    expect((await sendAgainOnRestart(send, noWait)).status).toBe(201);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('waits the Retry-After of a draining server, then sends again', async () => {
    const wait = vi.fn(async (_ms: number) => {});
    const send = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response('', { status: 503, headers: { 'retry-after': '5' } }))
      .mockResolvedValueOnce(new Response('ok', { status: 201 }));
    expect((await sendAgainOnRestart(send, wait)).status).toBe(201);
    expect(wait).toHaveBeenCalledWith(5_000);
  });

  it('hands back a 503 without Retry-After, and a cancelled request, untouched', async () => {
    const unavailable = vi.fn(async () => new Response('', { status: 503 }));
    expect((await sendAgainOnRestart(unavailable, noWait)).status).toBe(503);
    expect(unavailable).toHaveBeenCalledTimes(1);
    const aborted = vi.fn(async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    await expect(sendAgainOnRestart(aborted, noWait)).rejects.toThrow('aborted');
    expect(aborted).toHaveBeenCalledTimes(1);
  });
});
