import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { createCallScope, releaseContextsBetweenCalls } from './release-auth-contexts';

describe('createCallScope', () => {
  it('disables the storages only when the last overlapping call settles', async () => {
    const disable = vi.fn();
    const inScope = createCallScope(() => [{ disable }]);
    const first = inScope(() => sleep(5, 'first'));
    const second = inScope(() => sleep(20, 'second'));
    expect(await first).toBe('first');
    expect(disable).not.toHaveBeenCalled();
    expect(await second).toBe('second');
    expect(disable).toHaveBeenCalledTimes(1);
  });

  it('disables them after a call that fails too, and passes the failure on', async () => {
    const disable = vi.fn();
    const inScope = createCallScope(() => [{ disable }]);
    await expect(inScope(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(disable).toHaveBeenCalledTimes(1);
  });

  it('keeps each running call its own store while others start and finish', async () => {
    const storage = new AsyncLocalStorage<number>();
    const inScope = createCallScope(() => [storage]);
    const call = (id: number, wait: number) =>
      inScope(() =>
        storage.run(id, async () => {
          await sleep(wait);
          await Promise.resolve();
          return storage.getStore();
        }),
      );
    const stores = await Promise.all([call(1, 15), call(2, 1), call(3, 8)]);
    expect(stores).toEqual([1, 2, 3]);
    // A later call switches the storage on again.
    expect(await call(4, 1)).toBe(4);
  });
});

describe('releaseContextsBetweenCalls', () => {
  it('keeps the endpoints’ own properties and answers through the scope', async () => {
    const getSession = Object.assign(async (input: { id: number }) => ({ user: input.id }), {
      path: '/get-session',
    });
    const auth = releaseContextsBetweenCalls({
      handler: async (_request: Request) => new Response('ok'),
      fetch: async (_request: Request) => new Response('ok'),
      api: { getSession },
      options: { basePath: '/api/auth' },
    });
    expect(auth.api.getSession.path).toBe('/get-session');
    expect(await auth.api.getSession({ id: 7 })).toEqual({ user: 7 });
    expect(auth.api.getSession).toBe(auth.api.getSession);
    expect(await (await auth.handler(new Request('http://localhost/'))).text()).toBe('ok');
    expect(auth.options.basePath).toBe('/api/auth');
  });
});
