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
// OWASP's CSV injection rule: a spreadsheet runs a cell starting with one of these as a formula. Text
// starting with ' is quoted too, so a reader can always take the one quote off (export version 2).
const startsLikeFormula = /^[=+\-@\t\r']/;

/**
 * One CSV record (RFC 4180), ending in CRLF. A cell holding a comma, a quote or a line break is quoted,
 * its quotes doubled; text starting like a formula (=, +, -, @, tab, CR) or with ' is prefixed with ' so a spreadsheet shows it
 * rather than runs it; everything else is written as it is.
 */
export function toCsvRow(values: readonly unknown[]): string {
  return `${values
    .map((value) => {
      const formatted = formatCsvCell(value);
      // Numbers stay numbers (-3 is not a formula); text that could run as one is prefixed with a quote.
      const text =
        typeof value !== 'number' && startsLikeFormula.test(formatted) ? `'${formatted}` : formatted;
      return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',')}\r\n`;
}
