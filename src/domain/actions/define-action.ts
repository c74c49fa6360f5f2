import { z } from 'zod';
import { isPlainObject } from './action-fields';
import {
  invalidActionFormatMessage,
  readIssueMessages,
  rejectAction,
  type TActionModule,
  type TValidation,
} from './action-result';

/**
 * One action of the catalogue, declared once: its aliases (normalize), its payload schema, the ids it must
 * own, the rules that need the user's data (check) and its preview. The HTTP routes read their bodies with
 * the same schema (actionRequestBody), so a save the route has read is only checked against the user's
 * data below it, never parsed again.
 */
export type TActionSpec<TSchema extends z.ZodType, TContext, TAction> = {
  /** Renames the aliases a model or a script may use to the schema's fields; absent fields stay absent. */
  normalize(payload: Record<string, unknown>): Record<string, unknown>;
  schema: TSchema;
  /** Ownership of the ids the payload names, read from the raw fields so it is reported beside the schema's messages. */
  owned?(fields: Record<string, unknown>, context: TContext): string[];
  /** The rules that need the user's data, and the warnings; builds the action from a parsed payload. */
  check(data: z.output<TSchema>, context: TContext): TValidation<TAction>;
  preview(action: TAction): string;
};

export type TDefinedAction<TSchema extends z.ZodType, TContext, TAction> = TActionModule<TContext, TAction> &
  TActionSpec<TSchema, TContext, TAction>;

export function defineAction<TSchema extends z.ZodType, TContext, TAction>(
  spec: TActionSpec<TSchema, TContext, TAction>,
): TDefinedAction<TSchema, TContext, TAction> {
  return {
    ...spec,
    validate(input: unknown, context: TContext): TValidation<TAction> {
      if (!isPlainObject(input)) return rejectAction([invalidActionFormatMessage]);
      const fields = spec.normalize(input);
      const ownershipErrors = spec.owned?.(fields, context) ?? [];
      const parsed = spec.schema.safeParse(fields);
      if (!parsed.success) return rejectAction([...ownershipErrors, ...readIssueMessages(parsed.error)]);
      const verdict = spec.check(parsed.data, context);
      if (ownershipErrors.length === 0) return verdict;
      return rejectAction([...ownershipErrors, ...(verdict.ok ? [] : verdict.errors)], verdict.warnings);
    },
  };
}

/**
 * An HTTP request body read by an action's schema: the aliases are renamed first, as for the coach's
 * actions. Its declared input is the schema's own, so the typed client names the fields as they are.
 */
export function actionRequestBody<TSchema extends z.ZodType>(
  normalize: (payload: Record<string, unknown>) => Record<string, unknown>,
  schema: TSchema,
): z.ZodType<z.output<TSchema>, z.input<TSchema>> {
  return z.preprocess((value) => (isPlainObject(value) ? normalize(value) : value), schema) as z.ZodType<
    z.output<TSchema>,
    z.input<TSchema>
  >;
}
