/**
 * RFC 4180 CSV: fields separated by commas, rows by CRLF or LF, a field in double quotes may hold
 * commas, line breaks and doubled quotes. Returns each row with the 1-based line it starts on, so an
 * error can name the line a person sees in their editor. A final empty line is not a row.
 */
export type TCsvRow = { line: number; cells: string[] };

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`line ${line}: a quoted field is never closed`);
  }
}

export function parseCsv(text: string): TCsvRow[] {
  const rows: TCsvRow[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteOpenedOn = 0;
  let index = 0;
  const endRow = () => {
    cells.push(field);
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: rowLine, cells });
    cells = [];
    field = '';
  };
  while (index < source.length) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      quoteOpenedOn = line;
    } else if (char === ',') {
      cells.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else field += char;
    index += 1;
  }
  if (quoted) throw new CsvSyntaxError(quoteOpenedOn);
  if (field !== '' || cells.length > 0) endRow();
  return rows;
}
