import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCsvCell, toCsvRow } from './to-csv-row';

/** A strict RFC 4180 reader, only for the test: splits one text into records of cells. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return records;
}

describe('toCsvRow', () => {
  it('quotes only the cells that need it, doubling their quotes', () => {
    expect(toCsvRow(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', ''])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\r",\r\n',
    );
  });

  it('writes dates, objects, numbers, booleans and nothing in a readable form', () => {
    expect(formatCsvCell(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-10T12:00:00.000Z');
    expect(formatCsvCell({ a: 1 })).toBe('{"a":1}');
    expect(formatCsvCell(new Date(Number.NaN))).toBe('');
    expect(toCsvRow([1.5, true, null, undefined, { note: 'x,y' }])).toBe(
      '1.5,true,,,"{""note"":""x,y""}"\r\n',
    );
  });

  it('round-trips any text: a reader gets back exactly the cells written', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r', 'é', '😀', ';') });
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const written = rows.map((row) => toCsvRow(row)).join('');
          // A cell starting with CR is text a spreadsheet would run, so it comes back behind a quote.
          const shown = rows.map((row) => row.map((cell) => (cell.startsWith('\r') ? `'${cell}` : cell)));
          expect(parseCsv(written)).toEqual(shown);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes text that a spreadsheet would run as a formula behind a quote (OWASP)', () => {
    const cells = ['=HYPERLINK("https://evil.example","Click")', '+1+2', '-2+3', '@SUM(A1)', '\tx', '\rx'];
    const [record] = parseCsv(toCsvRow(cells));
    expect(record).toEqual(cells.map((cell) => `'${cell}`));
    expect(toCsvRow([-3, 'a=b', 'Read 20 pages'])).toBe('-3,a=b,Read 20 pages\r\n');
  });

  it('never throws, whatever the values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.anything({ withBigInt: true, withDate: true, withMap: true, withNullPrototype: true })),
        (values) => {
          expect(toCsvRow(values).endsWith('\r\n')).toBe(true);
        },
      ),
    );
  });
});
