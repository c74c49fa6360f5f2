/**
 * PostgreSQL's SQLSTATE classes for a value the caller sent that it cannot store: 22 (data exception:
 * out-of-range dates and numbers, NUL in text, invalid text representation) and 54001 (statement too
 * complex). A query error anywhere in an error's cause chain counts.
 */
export function isInvalidInputFromDatabase(error: unknown): boolean {
  for (let current = error, hops = 0; current && hops < 5; hops++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54001')) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
