import { describe, expect, it } from 'vitest';
import { getImportRetryDelay, loadWithRetries, PageLoadError } from './import-retry-schedule';

describe('getImportRetryDelay', () => {
  it('waits 1 s, 2 s and 3 s, then gives up', () => {
    expect([1, 2, 3, 4].map(getImportRetryDelay)).toEqual([1_000, 2_000, 3_000, null]);
  });

  it('never retries before a failure or after the schedule', () => {
    expect(getImportRetryDelay(0)).toBeNull();
    expect(getImportRetryDelay(10)).toBeNull();
  });
});

describe('loadWithRetries', () => {
  function createFailingLoad(failures: number) {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
      return 'page';
    };
    return { load, calls: () => calls };
  }

  it('returns as soon as a load succeeds, after waiting the scheduled delays', async () => {
    const waits: number[] = [];
    const { load, calls } = createFailingLoad(2);
    await expect(loadWithRetries(load, async (ms) => void waits.push(ms))).resolves.toBe('page');
    expect(waits).toEqual([1_000, 2_000]);
    expect(calls()).toBe(3);
  });

  it('gives up after 3 retries with a PageLoadError carrying the last failure', async () => {
    const waits: number[] = [];
    const { load, calls } = createFailingLoad(10);
    const failure = await loadWithRetries(load, async (ms) => void waits.push(ms)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PageLoadError);
    expect((failure as PageLoadError).cause).toBeInstanceOf(TypeError);
    expect((failure as PageLoadError).message).toBe(
      'The page could not be loaded after 4 attempts: Failed to fetch dynamically imported module',
    );
    expect(waits).toEqual([1_000, 2_000, 3_000]);
    expect(calls()).toBe(4);
  });
});
