import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsvRow } from '../export/to-csv-row';
import { CsvSyntaxError, parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it('reads quoted commas, line breaks and doubled quotes, with the line each row starts on', () => {
    const text =
      'Date,Value,Notes\r\n2015-01-24,NO,Sick\n2015-01-23,YES_AUTO,"Forgot, really\nyes"\n2015-01-19,YES_AUTO,"""Vacation"""\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['Date', 'Value', 'Notes'] },
      { line: 2, cells: ['2015-01-24', 'NO', 'Sick'] },
      { line: 3, cells: ['2015-01-23', 'YES_AUTO', 'Forgot, really\nyes'] },
      { line: 5, cells: ['2015-01-19', 'YES_AUTO', '"Vacation"'] },
    ]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(new CsvSyntaxError(2));
  });

  it('reads back what our own CSV writer wrote', () => {
    const cell = fc.string().filter((text) => !/^[=+\-@\t\r']/.test(text) && !text.includes('\uFEFF'));
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        (rows) => {
          const text = rows.map((row) => toCsvRow(row)).join('');
          const parsed = parseCsv(text).map((row) => row.cells);
          // A row of one empty cell is an empty line, which CSV cannot tell from none.
          expect(parsed).toEqual(rows.filter((row) => !(row.length === 1 && row[0] === '')));
        },
      ),
    );
  });
});
