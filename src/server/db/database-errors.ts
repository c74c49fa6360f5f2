/** Whether any error in the cause chain (a query error wraps the driver's) has a code `matches` accepts. */
function someCauseCode(error: unknown, matches: (code: string) => boolean): boolean {
  for (let current = error, hops = 0; current && hops < 5; hops++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && matches(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL's SQLSTATE classes for a value the caller sent that it cannot store: 22 (data exception:
 * out-of-range dates and numbers, NUL in text, invalid text representation) and 54001 (statement too
 * complex). A query error anywhere in an error's cause chain counts.
 */
export function isInvalidInputFromDatabase(error: unknown): boolean {
  return someCauseCode(error, (code) => /^22[0-9A-Z]{3}$/.test(code) || code === '54001');
}

/** postgres.js's own codes for a connection that closed, or never opened, and the socket's errnos. */
const connectionFailureCodes = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * The database is out of reach for a moment rather than refusing the request: SQLSTATE class 08
 * (connection exception) and 57P01–57P03 (shut down by an administrator or a crash, still starting
 * up: a restart), or a connection failure. Such a request is answered 503 with Retry-After, never
 * logged as a bug (docs/decisions/0024-operations.md).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCauseCode(
    error,
    (code) => /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || connectionFailureCodes.has(code),
  );
}

/** SQLSTATE 25006: a write sent to a read-only transaction or server, such as a streaming replica. */
export function isReadOnlyDatabase(error: unknown): boolean {
  return someCauseCode(error, (code) => code === '25006');
}
