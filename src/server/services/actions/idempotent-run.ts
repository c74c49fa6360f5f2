import { and, eq } from 'drizzle-orm';
import type { TRunActionResponse } from '../../../domain/coach/chat-types';
import type { Database } from '../../db/client';
import { executedActions } from '../../db/schema';
import type { TCreatedItem } from './applied-step';

/** How far a one-by-one batch got: steps before `applied_steps` are done and are not run again. */
export type TBatchProgress = {
  applied_steps: number;
  /** What each applied step's `$n` stands for (null when it made nothing to refer to). */
  reference_ids: (string | null)[];
  created: TCreatedItem[];
  messages: string[];
};

/** What executed_actions.result holds for a key. */
export type TStoredRun =
  | { status: 'done'; response: TRunActionResponse }
  | { status: 'partial'; progress: TBatchProgress };

/**
 * Claims an idempotency key inside the transaction that applies the action, and answers what an
 * earlier run with it left: null when this run is the first. The insert is the lock: a second
 * request with the same key waits on the unique index until the first commits (its row is then
 * there to read) or rolls back (the key is free again, so a failed run never burns it).
 */
export async function claimIdempotencyKey(
  tx: Database,
  userId: string,
  key: string,
  actionType: string,
): Promise<TStoredRun | null> {
  const [claimed] = await tx
    .insert(executedActions)
    .values({ userId, idempotencyKey: key, actionType, result: { status: 'running' } })
    .onConflictDoNothing()
    .returning({ id: executedActions.id });
  if (claimed) return null;
  const [row] = await tx
    .select({ result: executedActions.result })
    .from(executedActions)
    .where(and(eq(executedActions.userId, userId), eq(executedActions.idempotencyKey, key)))
    .for('update');
  if (!row) throw new Error(`Idempotency key ${key} is neither free nor stored`);
  return row.result as TStoredRun;
}

/** Stores what this run did under its key; commits with the action's own changes. */
export async function recordIdempotentRun(tx: Database, userId: string, key: string, run: TStoredRun) {
  await tx
    .update(executedActions)
    .set({ result: run })
    .where(and(eq(executedActions.userId, userId), eq(executedActions.idempotencyKey, key)));
}
