import { isDatabaseUnavailable } from '../db/database-errors';
import type { Logger } from './logger';

export type TRepeatingJob = {
  /** Runs the job now unless it is running (a process queued work it should not wait a tick for). */
  runNow: () => void;
  stop: () => void;
};

type TRepeatingJobOptions = {
  /** What the job does, as the log names it: "Webhook deliveries". */
  what: string;
  everyMs: number;
  /** `stopped()` turns true once stop() is called: a job working through a backlog ends there. */
  run: (job: { stopped: () => boolean }) => Promise<unknown>;
  logger: Logger;
};

/**
 * Runs a background job at start and every `everyMs`, never overlapping itself, on timers that do not
 * keep the process alive. A failure is logged and the job runs again at the next tick.
 *
 * A database restart fails every tick of every job until the database is back: that is logged once per
 * job as a warning, and once more when the job runs again, instead of an error a second.
 */
export function startRepeatingJob({ what, everyMs, run, logger }: TRepeatingJobOptions): TRepeatingJob {
  let running = false;
  let stopped = false;
  let waitingForDatabase = false;
  const control = { stopped: () => stopped };
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await run(control);
      if (waitingForDatabase) logger.info(`${what}: running again, the database is back`);
      waitingForDatabase = false;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        logger.error(`${what} failed; trying again ${describePeriod(everyMs)}`, error);
      } else if (!waitingForDatabase) {
        waitingForDatabase = true;
        logger.warn(`${what}: the database is unavailable; trying again ${describePeriod(everyMs)}`);
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return {
    runNow: () => void tick(),
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/** "every second", "every 10 minutes", "every hour". */
function describePeriod(ms: number): string {
  const units: [number, string][] = [
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1_000, 'second'],
  ];
  const [size, unit] = units.find(([size]) => ms % size === 0) ?? [1, 'ms'];
  const count = ms / size;
  return count === 1 ? `every ${unit}` : `every ${count} ${unit === 'ms' ? unit : `${unit}s`}`;
}
