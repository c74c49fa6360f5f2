import pino from 'pino';

export type TLogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export type Logger = {
  debug: (message: string, detail?: unknown) => void;
  info: (message: string, detail?: unknown) => void;
  warn: (message: string, detail?: unknown) => void;
  error: (message: string, detail?: unknown) => void;
};

/**
 * An error as a record: name, message, stack and cause, but never a failed query's parameters (they
 * are the user's content) nor any other property a library attached.
 */
function describeError(error: Error, depth = 0): Record<string, unknown> {
  const record: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') record.code = code;
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') {
    record.message = 'Failed query';
    record.query = query;
    // The stack's first line repeats the message, which quotes the parameters.
    record.stack = error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n');
  }
  if (error.cause instanceof Error && depth < 3) record.cause = describeError(error.cause, depth + 1);
  return record;
}

function describeDetail(detail: unknown): unknown {
  if (detail instanceof Error) return describeError(detail);
  if (Array.isArray(detail)) return detail.map(describeDetail);
  if (detail !== null && typeof detail === 'object' && Object.getPrototypeOf(detail) === Object.prototype) {
    return Object.fromEntries(Object.entries(detail).map(([key, value]) => [key, describeDetail(value)]));
  }
  return detail;
}

/** JSON leaves the Unicode line and paragraph separators raw; some log viewers break lines on them. */
function escapeLineSeparators(line: string): string {
  return line.replace(/[\u2028\u2029]/g, (separator) => `\\u${separator.charCodeAt(0).toString(16)}`);
}

/**
 * Structured logs through pino: one JSON object per line (decision 0026). JSON escapes every newline
 * and control character in a message or detail, so nothing a user sends can print a line of its own.
 */
export function createLogger(level: TLogLevel, write: (line: string) => void = defaultWrite): Logger {
  const destination = { write: (chunk: string) => write(escapeLineSeparators(chunk.replace(/\n$/, ''))) };
  const instance = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  const at = (name: Exclude<TLogLevel, 'silent'>) => (message: string, detail?: unknown) => {
    if (detail === undefined) instance[name](message);
    else instance[name]({ detail: describeDetail(detail) }, message);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

function defaultWrite(line: string) {
  process.stdout.write(`${line}\n`);
}
