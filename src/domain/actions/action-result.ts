import type { z } from 'zod';

/** A validator's verdict: errors block the action, warnings are only logged (spec section 5). */
export type TValidation<T> =
  | { ok: true; value: T; warnings: string[] }
  | { ok: false; errors: string[]; warnings: string[] };

export const invalidActionFormatMessage = 'Invalid action format';

/**
 * Accepts the value unless a rule failed. Messages are deduplicated: two aliases of a field, or the
 * schema and an ownership check, can report the same rule.
 */
export function concludeValidation<T>(
  value: T,
  errors: readonly string[],
  warnings: readonly string[] = [],
): TValidation<T> {
  if (errors.length > 0) return rejectAction(errors, warnings);
  return { ok: true, value, warnings: [...new Set(warnings)] };
}

export function rejectAction<T>(errors: readonly string[], warnings: readonly string[] = []): TValidation<T> {
  return { ok: false, errors: [...new Set(errors)], warnings: [...new Set(warnings)] };
}

/** The spec's messages travel as the schemas' issue messages, so they are shown as they are. */
export function readIssueMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => issue.message);
}

/**
 * What each action type contributes to the catalogue in validate-action.ts. Method syntax on purpose:
 * it lets modules with different action types sit in one registry.
 */
export type TActionModule<TContext, TAction> = {
  validate(input: unknown, context: TContext): TValidation<TAction>;
  preview(action: TAction): string;
};
