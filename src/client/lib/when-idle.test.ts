import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, with a limit, and can be called off', () => {
    const idle: { run: () => void; timeout: number | undefined }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
        idle.push({ run, timeout: options?.timeout }),
      cancelIdleCallback: (handle: number) => cancelled.push(handle),
    });
    const run = vi.fn();
    whenIdle(run, 500);
    expect(run).not.toHaveBeenCalled();
    expect(idle[0]?.timeout).toBe(500);
    idle[0]?.run();
    expect(run).toHaveBeenCalledOnce();
    whenIdle(run)();
    expect(cancelled).toEqual([2]);
  });

  it('gives the work a task of its own where there is no idle callback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
    const other = vi.fn();
    whenIdle(other)();
    vi.advanceTimersByTime(10);
    expect(other).not.toHaveBeenCalled();
  });
});
