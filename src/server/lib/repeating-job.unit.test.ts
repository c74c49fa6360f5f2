import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from './logger';
import { startRepeatingJob } from './repeating-job';

function recordingLogger() {
  const lines: string[] = [];
  const log = (level: string) => (message: string) => lines.push(`${level}: ${message}`);
  const logger: Logger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
  return { logger, lines };
}

const databaseDown = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startRepeatingJob', () => {
  it('runs at start and every period, never overlapping itself, until stopped', async () => {
    const { logger } = recordingLogger();
    let runs = 0;
    let finish = () => {};
    const job = startRepeatingJob({
      what: 'Job',
      everyMs: 1_000,
      logger,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    });
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    job.runNow();
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    finish();
    job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    job.runNow();
    expect(runs).toBe(2);
  });

  it('logs a database outage once as a warning and its end once, not an error a tick', async () => {
    const { logger, lines } = recordingLogger();
    let down = true;
    const job = startRepeatingJob({
      what: 'Webhook deliveries',
      everyMs: 1_000,
      logger,
      run: async () => {
        if (down) throw databaseDown();
      },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    down = false;
    await vi.advanceTimersByTimeAsync(3_000);
    job.stop();
    expect(lines).toEqual([
      'warn: Webhook deliveries: the database is unavailable; trying again every second',
      'info: Webhook deliveries: running again, the database is back',
    ]);
  });

  it('logs any other failure as an error each time, and goes on', async () => {
    const { logger, lines } = recordingLogger();
    let runs = 0;
    const job = startRepeatingJob({
      what: 'The weekly summaries',
      everyMs: 3_600_000,
      logger,
      run: async () => {
        runs += 1;
        throw new Error('bug');
      },
    });
    await vi.advanceTimersByTimeAsync(3_600_000);
    job.stop();
    expect(runs).toBe(2);
    expect(lines).toEqual([
      'error: The weekly summaries failed; trying again every hour',
      'error: The weekly summaries failed; trying again every hour',
    ]);
  });
});
