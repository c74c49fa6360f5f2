import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';
import { readRows } from './read-rows';

/** The embedded database on its own thread (decision 0029) behaves as PGlite in the server's thread. */
describe('PGlite in a worker thread', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory', thread: 'worker' });
    await database.db.execute(sql`create table worker_check (x int primary key, at timestamptz)`);
  });
  afterAll(() => database.close());

  const values = async () =>
    readRows<{ x: number }>(await database.db.execute(sql`select x from worker_check order by x`)).map(
      (r) => r.x,
    );

  it('commits a transaction, rolls back one that throws, and keeps timestamps as text', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_check values (1, '2026-01-02T03:04:05Z')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into worker_check values (2, now())`);
          inner.rollback();
        })
        .catch(() => {});
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into worker_check values (3, now())`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await values()).toEqual([1]);
    const [row] = readRows<{ at: unknown }>(
      await database.db.execute(sql`select at from worker_check where x = 1`),
    );
    expect(row?.at).toBe('2026-01-02 03:04:05+00');
  });

  it('gives database errors their PostgreSQL code and constraint', async () => {
    const error = await database.db.execute(sql`insert into worker_check values (1, now())`).then(
      () => undefined,
      (e: unknown) => e as { cause?: unknown },
    );
    expect(error?.cause).toMatchObject({ code: '23505', constraint: 'worker_check_pkey' });
  });

  it('delivers a NOTIFY from a transaction once it commits, and never from one rolled back', async () => {
    const heard: string[] = [];
    const unlisten = await database.listen('worker_check', (payload) => heard.push(payload));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('worker_check', 'kept')`);
    });
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('worker_check', 'dropped')`);
        throw new Error('undo');
      })
      .catch(() => {});
    await expect.poll(() => heard).toEqual(['kept']);
    await unlisten();
  });

  it('leaves the server thread free while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const started = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    const took = performance.now() - started;
    clearInterval(timer);
    // In the server's thread the timer could not fire at all until the query ended.
    expect(took).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(took / 5 / 4);
  });
});
