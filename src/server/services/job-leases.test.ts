import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';
import { oncePerPeriod, takeJobLease } from './job-leases';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

describe('job leases', () => {
  it('give a period to exactly one of the processes asking at once, and the next period to the next asker', async () => {
    const { db } = server.deps;
    const start = new Date('2026-11-26T10:00:00Z');
    const asked = await Promise.all(
      Array.from({ length: 5 }, () => takeJobLease(db, 'sweep-a', 60_000, start)),
    );
    expect(asked.filter(Boolean)).toHaveLength(1);
    expect(await takeJobLease(db, 'sweep-a', 60_000, new Date('2026-11-26T10:00:59Z'))).toBe(false);
    // Another job's lease is its own.
    expect(await takeJobLease(db, 'sweep-b', 60_000, start)).toBe(true);
    // Run out (its holder may have died): the next asker takes it.
    expect(await takeJobLease(db, 'sweep-a', 60_000, new Date('2026-11-26T10:01:00Z'))).toBe(true);
  });

  it('run a sweep once however many processes start it in one period', async () => {
    let runs = 0;
    const sweep = oncePerPeriod(server.deps.db, 'sweep-c', 3_600_000, async () => {
      runs += 1;
    });
    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();
    expect(runs).toBe(1);
  });
});
