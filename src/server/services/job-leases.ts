import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobLeases } from '../db/schema';

/**
 * Takes the job's lease until `now + periodMs` when nobody holds it: true for exactly one of the
 * processes that ask at once, false for the others until it runs out. A process that dies holding it
 * loses it when the period ends, and the next process to ask runs the job.
 */
export async function takeJobLease(db: Database, name: string, periodMs: number, now = new Date()) {
  const heldUntil = new Date(now.getTime() + periodMs);
  const taken = await db
    .insert(jobLeases)
    .values({ name, heldUntil })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { heldUntil },
      setWhere: sql`${jobLeases.heldUntil} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ name: jobLeases.name });
  return taken.length > 0;
}

/**
 * A job that sweeps every user, run by one server process per period however many run it (each asks
 * at its own ticks): the sweeps are safe to repeat, but N processes would do the work N times.
 */
export function oncePerPeriod(db: Database, name: string, periodMs: number, work: () => Promise<unknown>) {
  return async () => {
    if (await takeJobLease(db, name, periodMs)) await work();
  };
}
