/**
 * The one input boundary every request passes before any route validates it (decision 0026).
 * Pure: the server's middleware feeds it the raw JSON text, the query and the path.
 */

/** Deeper than any request of the API needs; far below the depth that overflows a recursive validator. */
export const maxJsonDepth = 32;

/** Dates outside this range are refused: PostgreSQL has no year 0, and a habit tracker has no use for 1850. */
export const earliestYear = 1900;
export const latestYear = 9999;

// NUL (PostgreSQL text refuses it), the other C0 controls except tab, LF and CR, and lone UTF-16 surrogates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const forbiddenCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Surrogate}/u;
// A whole value that is a date or an ISO date-time; a note that merely starts with a date is left alone.
const dateValue = /^\s*[+-]?(\d{4,})-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}\S*)?\s*$/i;

export type TInputProblem = { message: string };

/** The deepest nesting of arrays and objects in JSON text, counted without parsing (so it cannot overflow). */
export function measureJsonDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92)
        index++; // backslash: skip the escaped character
      else if (char === 34) inString = false;
      continue;
    }
    if (char === 34) inString = true;
    else if (char === 123 || char === 91) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (char === 125 || char === 93) depth--;
  }
  return deepest;
}

/** What is wrong with one text value (a string, a key, a query value), or null. */
export function checkText(text: string, where: string): TInputProblem | null {
  if (forbiddenCharacters.test(text)) {
    return { message: `${where}: must not contain control characters or invalid Unicode.` };
  }
  const date = dateValue.exec(text);
  if (date) {
    const year = Number(date[1]);
    if (year < earliestYear || year > latestYear) {
      return { message: `${where}: dates must be between the years ${earliestYear} and ${latestYear}.` };
    }
  }
  return null;
}

/** Walks a parsed JSON value and reports the first string or key that the boundary refuses. */
export function checkJsonValue(value: unknown, where = 'body'): TInputProblem | null {
  if (typeof value === 'string') return checkText(value, where);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = checkJsonValue(item, `${where}.${index}`);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const path = `${where}.${key}`;
      const problem = checkText(key, where) ?? checkJsonValue(item, path);
      if (problem) return problem;
    }
  }
  return null;
}

/** Parses a JSON body within the depth bound and checks every string in it. */
export function checkJsonText(
  text: string,
): { ok: true } | { ok: false; message: string; tooDeep?: boolean } {
  if (text.trim() === '') return { ok: true };
  if (measureJsonDepth(text, maxJsonDepth) > maxJsonDepth) {
    return {
      ok: false,
      tooDeep: true,
      message: `The request body is nested deeper than ${maxJsonDepth} levels.`,
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The request body is not valid JSON.' };
  }
  const problem = checkJsonValue(parsed);
  return problem ? { ok: false, message: problem.message } : { ok: true };
}
