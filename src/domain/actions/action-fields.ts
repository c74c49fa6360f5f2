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

/** A finite number, or a decimal string such as "20" or " 2.5 " read as one; undefined for anything else. */
export function readDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !decimalPattern.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : undefined;
}

/** Lets a number schema also read decimal strings such as "20" or " 2.5 ". */
export function readNumberLike<TSchema extends z.ZodType>(schema: TSchema) {
  return z.preprocess((value) => (typeof value === 'string' ? (readDecimal(value) ?? value) : value), schema);
}

/** A number from min to max inclusive; one message for every way of missing it, as the spec words them. */
export function readNumberInRange(min: number, max: number, message: string) {
  return readNumberLike(
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

/** Trimmed text of at least `min` characters and, when given, at most `max`. */
export function readTextField(rules: { min: number; tooShort: string; max?: number; tooLong?: string }) {
  const text = z.string({ error: rules.tooShort }).trim().min(rules.min, { error: rules.tooShort });
  return rules.max === undefined ? text : text.max(rules.max, { error: rules.tooLong ?? rules.tooShort });
}

/** Optional free text; blank means "none", which the tables store as null. */
export function readOptionalTextField(message: string, max?: number, tooLong?: string) {
  const text = z.string({ error: message }).trim();
  return (max === undefined ? text : text.max(max, { error: tooLong ?? message }))
    .transform((value) => (value === '' ? null : value))
    .nullish();
}

/** An id the user must own; its ownership is checked apart, by checkOwnedId. */
export function readIdField(message: string) {
  return z.string({ error: message }).trim();
}

/** An id that may be left out; blank reads as null ("not linked"). */
export function readOptionalIdField(message: string) {
  return readIdField(message)
    .transform((id) => (id === '' ? null : id))
    .nullish();
}

/**
 * Checked on the raw value rather than in the schema, so that a foreign row is reported even when
 * other fields are wrong too.
 */
export function checkOwnedId(id: unknown, ownedIds: readonly string[], message: string): string[] {
  return typeof id === 'string' && ownedIds.includes(id.trim()) ? [] : [message];
}

/** The same for an id that may be left out: absent, null or blank means "not linked". */
export function checkOptionalOwnedId(id: unknown, ownedIds: readonly string[], message: string): string[] {
  return isBlank(id) ? [] : checkOwnedId(id, ownedIds, message);
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
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
export const ZOptionalDateKey = z
  .unknown()
  .optional()
  .transform((value, context) => {
    if (isBlank(value)) return undefined;
    const key = normalizeDateKey(value);
    if (key !== null) return key;
    context.addIssue({ code: 'custom', message: formatInvalidDateMessage(value) });
    return z.NEVER;
  })
  // How the API describes it (OpenAPI and generated clients): what a client should send, though more is read.
  .meta({ type: 'string', format: 'date', description: 'YYYY-MM-DD (an ISO date-time is read as its day)' });
