import { isPlainObject, pickFirstDefined } from './action-fields';
import {
  concludeValidation,
  invalidActionFormatMessage,
  rejectAction,
  type TActionModule,
  type TValidation,
} from './action-result';

export const emptyBatchMessage = 'Batch must include at least one action';
export const nestedActionInvalidPrefix = 'Nested action invalid:';
export const batchWarnCount = 15;
/** Ours, not the spec's: a bound on what one confirm may do, as every input is bounded. */
export const batchMaxCount = 50;
export const tooManyActionsMessage = `Batch must include at most ${batchMaxCount} actions`;

/**
 * Spec 4, "Assistant action flow": a batch made only of these runs as one server procedure (all or
 * nothing); any other batch runs its actions one by one and stops at the first failure.
 */
export const transactionalActionTypes = [
  'create_habit',
  'create_goal',
  'update_skill_baseline',
  'link_habit_to_goal',
  'link_habit_to_skill',
] as const;

export type TBatchAction<TNested> = { type: 'batch'; actions: TNested[] };

/**
 * How the steps of a batch depend on one another (see batch-references.ts): `check` finds what is wrong
 * with a step's raw input given the steps around it (the step is then not validated further), and
 * `advance` gives the context the next steps are validated in.
 */
export type TBatchSteps<TContext, TNested> = {
  check(item: unknown, index: number, items: readonly unknown[]): string[];
  advance(context: TContext, index: number, item: unknown, action: TNested | null): TContext;
};

const independentSteps: TBatchSteps<never, never> = {
  check: () => [],
  advance: (context) => context,
};

export function isTransactionalBatch(actions: readonly { type: string }[]): boolean {
  const types: readonly string[] = transactionalActionTypes;
  return actions.length > 0 && actions.every((action) => types.includes(action.type));
}

/**
 * The batch action over a catalogue of single actions. The catalogue is passed in rather than
 * imported because it lives in validate-action.ts, which registers this module: an import would
 * make a cycle. A batch is not part of the catalogue it gets, so a batch inside a batch is refused
 * as an unknown type.
 */
export function createBatchAction<TContext, TNested>(
  nested: TActionModule<TContext, TNested>,
  steps: TBatchSteps<TContext, TNested> = independentSteps,
): TActionModule<TContext, TBatchAction<TNested>> {
  return {
    validate: (input, context) => validateBatch(input, context, nested, steps),
    preview: (action) => previewBatch(action, nested),
  };
}

/** Validates every nested action, so that one reply names all that is wrong; steps count from 1. */
export function validateBatch<TContext, TNested>(
  input: unknown,
  context: TContext,
  nested: TActionModule<TContext, TNested>,
  steps: TBatchSteps<TContext, TNested> = independentSteps,
): TValidation<TBatchAction<TNested>> {
  if (!isPlainObject(input)) return rejectAction([invalidActionFormatMessage]);
  const items = pickFirstDefined(input, ['actions', 'steps']);
  if (!Array.isArray(items) || items.length === 0) return rejectAction([emptyBatchMessage]);
  if (items.length > batchMaxCount) return rejectAction([tooManyActionsMessage]);

  const actions: TNested[] = [];
  const errors: string[] = [];
  const warnings: string[] =
    items.length > batchWarnCount ? [`Batch has ${items.length} actions (more than ${batchWarnCount})`] : [];
  let stepContext = context;
  items.forEach((item, index) => {
    const step = `step ${index + 1}`;
    const referenceErrors = steps.check(item, index, items);
    const result: TValidation<TNested> =
      referenceErrors.length > 0 ? rejectAction(referenceErrors) : nested.validate(item, stepContext);
    warnings.push(...result.warnings.map((warning) => `${step}: ${warning}`));
    if (result.ok) actions.push(result.value);
    else errors.push(...result.errors.map((error) => `${nestedActionInvalidPrefix} ${step}: ${error}`));
    stepContext = steps.advance(stepContext, index, item, result.ok ? result.value : null);
  });
  return concludeValidation({ type: 'batch', actions }, errors, warnings);
}

export function previewBatch<TNested>(
  { actions }: TBatchAction<TNested>,
  nested: Pick<TActionModule<never, TNested>, 'preview'>,
): string {
  const noun = actions.length === 1 ? 'action' : 'actions';
  return `Run ${actions.length} ${noun}: ${actions.map((action) => nested.preview(action)).join('; ')}`;
}
