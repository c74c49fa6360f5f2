import { randomUUID } from 'node:crypto';
import { addDays } from '../../domain/dates/date-key';

/** One check-in the load wrote: a habit and a day. */
export type TCheckIn = { habitId: string; date: string };

export type TLoadOutcome = {
  sent: number;
  /** Check-ins answered 200: each must be in the database afterwards. */
  acknowledged: TCheckIn[];
  /** Answers by status code. */
  statuses: Record<number, number>;
  /** Requests that got no answer at all (the connection failed, or nothing came within 15 s). */
  unanswered: number;
  elapsedMs: number;
};

/**
 * Check-ins through a load balancer as a crowd of web apps would save them: `connections` callers, each
 * PUT /api/habit-logs a distinct habit and day, with an Idempotency-Key as the app sends one. Runs
 * `requests` saves, or until `until` resolves; `afterEach` sees the count so far (to kill a server mid-way).
 */
export async function runCheckInLoad(options: {
  url: string;
  origin: string;
  cookie: string;
  habitIds: string[];
  connections: number;
  requests: number;
  afterEach?: (done: number) => void;
}): Promise<TLoadOutcome> {
  const { habitIds } = options;
  const today = new Date().toISOString().slice(0, 10);
  const outcome: TLoadOutcome = { sent: 0, acknowledged: [], statuses: {}, unanswered: 0, elapsedMs: 0 };
  const started = performance.now();
  let next = 0;
  const caller = async () => {
    for (let index = next++; index < options.requests; index = next++) {
      const checkIn = {
        habitId: habitIds[index % habitIds.length] ?? '',
        date: addDays(today, -Math.floor(index / habitIds.length)),
      };
      outcome.sent += 1;
      try {
        const response = await fetch(`${options.url}/api/habit-logs`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            origin: options.origin,
            cookie: options.cookie,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ habit_id: checkIn.habitId, date: checkIn.date, value: true }),
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        outcome.statuses[response.status] = (outcome.statuses[response.status] ?? 0) + 1;
        if (response.status === 200) outcome.acknowledged.push(checkIn);
      } catch {
        outcome.unanswered += 1;
      }
      options.afterEach?.(outcome.sent);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, caller));
  outcome.elapsedMs = performance.now() - started;
  return outcome;
}
