import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './when-settled';

/** A page still loading: its load event and idle callbacks run when the test says so. */
function stubLoadingPage() {
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  vi.stubGlobal('document', { readyState: 'interactive' });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    requestIdleCallback: (run: () => void) => idle.push(run),
    cancelIdleCallback: () => idle.splice(0),
  });
  const runIdle = () => {
    for (const run of idle.splice(0)) run();
  };
  return { fireLoad: () => listeners.get('load')?.(), runIdle };
}

afterEach(() => vi.unstubAllGlobals());

describe('whenSettled', () => {
  it('waits for the load event, then for the answers of queries in flight, then for idle time', async () => {
    const page = stubLoadingPage();
    const queryClient = new QueryClient();
    let answer = (_value: string) => {};
    void queryClient.prefetchQuery({
      queryKey: ['habits'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const task = vi.fn();
    whenSettled(queryClient, task);

    page.fireLoad();
    page.runIdle();
    expect(task).not.toHaveBeenCalled();

    answer('day');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    page.runIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled', () => {
    const page = stubLoadingPage();
    const task = vi.fn();
    whenSettled(new QueryClient(), task)();
    page.fireLoad();
    page.runIdle();
    expect(task).not.toHaveBeenCalled();
  });
});
