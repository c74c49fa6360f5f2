/** One value as CSV text: dates in ISO 8601, objects as JSON, nothing as an empty cell. */
export function formatCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value, (_key, nested) => (typeof nested === 'bigint' ? String(nested) : nested));
  } catch {
    // A cycle cannot come from a table row; say what it was rather than fail the whole export.
    return Object.prototype.toString.call(value);
  }
}

const needsQuotes = /[",\r\n]/;

/**
 * One CSV record (RFC 4180), ending in CRLF. A cell holding a comma, a quote or a line break is quoted,
 * its quotes doubled; everything else is written as it is, so values survive a round trip unchanged.
 */
export function toCsvRow(values: readonly unknown[]): string {
  return `${values
    .map((value) => {
      const text = formatCsvCell(value);
      return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',')}\r\n`;
}
