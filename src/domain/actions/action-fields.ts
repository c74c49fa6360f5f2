import { z } from 'zod';
import { normalizeDateKey } from '../dates/date-key';

/**
 * Field readers shared by the action schemas. Actions are written by a language model, so the
 * readers are lenient about form (numbers as strings, "true" for true, spaces) and strict about
 * meaning: whatever they cannot read becomes the spec's message for that field, never a throw.
 */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The value under the first of the keys that is present: the model names fields inconsistently. */
export function pickFirstDefined(record: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) {
    if (Object.hasOwn(record, key) && record[key] !== undefined) return record[key];
  }
  return undefined;
}

/** A value as it can be quoted back in a message, whatever it is. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

const decimalPattern = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Lets a number schema also read decimal strings such as "20" or " 2.5 ". */
export function readNumberLike<TSchema extends z.ZodType>(schema: TSchema) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return decimalPattern.test(text) ? Number(text) : value;
  }, schema);
}

/** true, false, or their spellings as strings; undefined for anything else. */
export function readBooleanLike(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

export function readBooleanField(message: string) {
  return z.preprocess((value) => readBooleanLike(value) ?? value, z.boolean({ error: message }));
}

export function formatInvalidDateMessage(value: unknown): string {
  return `Invalid date format: ${describeValue(value)}`;
}

/** A date key, an ISO date-time or nothing (null and blank included, so the caller's default applies). */
export const ZOptionalDateKey = z.unknown().transform((value, context) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return undefined;
  const key = normalizeDateKey(value);
  if (key !== null) return key;
  context.addIssue({ code: 'custom', message: formatInvalidDateMessage(value) });
  return z.NEVER;
});
