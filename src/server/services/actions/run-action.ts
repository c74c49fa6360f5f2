import { isTransactionalBatch } from '../../../domain/actions/batch.action';
import { resolveStepReferences } from '../../../domain/actions/batch-references';
import { type TSingleAction, validateAction } from '../../../domain/actions/validate-action';
import type {
  TRunActionRequest,
  TRunActionResponse,
  TRunBatchRequest,
} from '../../../domain/coach/chat-types';
import type { Database } from '../../db/client';
import { ServiceError } from '../service-error';
import { applyAction } from './apply-action';
import { claimIdempotencyKey, recordIdempotentRun, type TBatchProgress } from './idempotent-run';
import { loadActionContext, type TLoadedActionContext } from './load-action-context';

export const actionFailedMessage = 'Failed to execute action';
const ownershipErrorPattern = /not found or access denied$/;

type TRunOutcome = { response: TRunActionResponse } | { failure: ServiceError };

/**
 * Applies one coach action for the user (spec 4, "Assistant action flow"): validated by the shared
 * catalogue against the user's own rows, then applied through the services. Everything runs in one
 * transaction with the idempotency key's row, so a key is used up exactly when its changes commit
 * and a second confirm of the same proposal, even a concurrent one, replays the first answer.
 */
export async function runAction(
  db: Database,
  userId: string,
  request: TRunActionRequest,
  now = new Date(),
): Promise<TRunActionResponse> {
  const outcome = await db.transaction(async (tx): Promise<TRunOutcome> => {
    const key = request.idempotency_key;
    const stored = key ? await claimIdempotencyKey(tx, userId, key, readActionType(request.action)) : null;
    if (stored?.status === 'done') return { response: { ...stored.response, replayed: true } };

    const context = await loadActionContext(tx, userId, now);
    const verdict = validateAction(request.action, context);
    if (!verdict.ok) throw validationFailed(verdict.errors, verdict.warnings);
    const action = verdict.value;
    const steps = action.type === 'batch' ? action.actions : [action];
    const before = stored?.status === 'partial' ? stored.progress : emptyProgress();
    const { progress, failure } =
      action.type === 'batch' && !isTransactionalBatch(action.actions)
        ? await runStepsOneByOne(tx, userId, steps, context, before)
        : {
            progress: await runStepsTogether(tx, userId, steps, context, action.type === 'batch'),
            failure: null,
          };

    if (failure) {
      // Nothing new applied: roll back, so the key (if any) stays as it was and the user can retry.
      if (progress.applied_steps === before.applied_steps) throw failure;
      if (key) await recordIdempotentRun(tx, userId, key, { status: 'partial', progress });
      return { failure };
    }
    const response: TRunActionResponse = {
      message: progress.messages.join('\n'),
      warnings: verdict.warnings,
      replayed: false,
      created: progress.created,
    };
    if (key) await recordIdempotentRun(tx, userId, key, { status: 'done', response });
    return { response };
  });
  if ('failure' in outcome) throw outcome.failure;
  return outcome.response;
}

/** POST /api/actions/batch: the same path as a `{ type: 'batch' }` action. */
export function runBatch(
  db: Database,
  userId: string,
  { actions, idempotency_key }: TRunBatchRequest,
  now = new Date(),
): Promise<TRunActionResponse> {
  return runAction(db, userId, { action: { type: 'batch', actions }, idempotency_key }, now);
}

function emptyProgress(): TBatchProgress {
  return { applied_steps: 0, reference_ids: [], created: [], messages: [] };
}

/**
 * All steps or none (a single action, or a batch of the types spec 4 runs as one procedure): any
 * failure propagates and rolls the whole transaction back.
 */
async function runStepsTogether(
  tx: Database,
  userId: string,
  steps: TSingleAction[],
  context: TLoadedActionContext,
  isBatch: boolean,
): Promise<TBatchProgress> {
  const progress = emptyProgress();
  for (const step of steps) {
    try {
      await applyStep(tx, userId, step, context, progress);
    } catch (error) {
      throw isBatch
        ? describeFailure(error, (message) => `Batch execution failed: ${message}`)
        : readFailure(error);
    }
  }
  return progress;
}

/**
 * Steps one at a time, each in its own savepoint, stopping at the first failure and keeping the
 * steps before it (spec 4). A retry with the same key resumes after the last applied step.
 */
async function runStepsOneByOne(
  tx: Database,
  userId: string,
  steps: TSingleAction[],
  context: TLoadedActionContext,
  before: TBatchProgress,
): Promise<{ progress: TBatchProgress; failure: ServiceError | null }> {
  const progress = structuredClone(before);
  for (const [index, step] of steps.entries()) {
    if (index < progress.applied_steps) continue;
    try {
      await tx.transaction((savepoint) => applyStep(savepoint, userId, step, context, progress));
    } catch (error) {
      const failure = describeFailure(error, (message) => `Batch failed at step ${index + 1}: ${message}`);
      return { progress, failure: withProgress(failure, progress) };
    }
  }
  return { progress, failure: null };
}

async function applyStep(
  db: Database,
  userId: string,
  step: TSingleAction,
  context: TLoadedActionContext,
  progress: TBatchProgress,
): Promise<void> {
  const applied = await applyAction(db, userId, resolveStepReferences(step, progress.reference_ids), context);
  progress.applied_steps += 1;
  progress.reference_ids.push(applied.referenceId);
  progress.created.push(...applied.created);
  progress.messages.push(applied.message);
}

/** 'Action validation failed: …'; a 404 when every error is a row the user does not own. */
function validationFailed(errors: string[], warnings: string[]): ServiceError {
  const kind = errors.every((error) => ownershipErrorPattern.test(error)) ? 'not_found' : 'invalid';
  return new ServiceError(kind, `Action validation failed: ${errors.join('; ')}`, { errors, warnings });
}

/** A service's own error as it is; anything unexpected as spec 8's 'Failed to execute action'. */
function readFailure(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  return new ServiceError('failed', actionFailedMessage, { errors: [String(error)] });
}

function describeFailure(error: unknown, describe: (message: string) => string): ServiceError {
  const failure = readFailure(error);
  return new ServiceError(failure.kind, describe(failure.message), failure.details);
}

function withProgress(failure: ServiceError, progress: TBatchProgress): ServiceError {
  return new ServiceError(failure.kind, failure.message, {
    ...failure.details,
    applied: { applied_steps: progress.applied_steps, created: progress.created },
  });
}

function readActionType(action: unknown): string {
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type.trim().toLowerCase().slice(0, 100) : 'unknown';
}
