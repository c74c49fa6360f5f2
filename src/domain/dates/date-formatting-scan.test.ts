import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 35: dates are written one way, by day-titles.ts. The public dashboard wrote a deadline as
 * 2027-11-30 where the app wrote 30 Nov 2027, and the coach's previews said "Log Read on 2026-12-03":
 * each screen had formatted dates itself. This scan fails when a source file formats a date anywhere else.
 */

const root = join(import.meta.dirname, '../..');
const formatter = 'domain/dates/day-titles.ts';

/** Files that use Intl for arithmetic on time zones, never for words a person reads. */
const machineUses: Record<string, string> = {
  'domain/dates/today-in-time-zone.ts': 'reads the calendar date of a time zone',
  'domain/dates/zoned-time-to-instant.ts': 'reads the wall clock of a time zone',
  'domain/reminders/reminder-schedule.ts': 'checks that a time zone exists',
  'domain/preferences/preference-options.ts': 'checks that a time zone exists',
  'domain/focus/agenda.ts': 'writes a time of day as the API takes it ("09:30"), not a date',
};

const adHocFormatting = [
  /new Intl\.DateTimeFormat\(/,
  /\.toLocale(?:Date|Time)String\(/,
  /new Date\([^)]*\)\.toLocaleString\(/,
  // A date key cut from an instant straight into words.
  /\$\{[^}]*toISOString\(\)\.slice\(0, 10\)\}/,
];

function listSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('dates are formatted by one module', () => {
  it('no source outside day-titles.ts formats a date itself', () => {
    const offenders = listSources(root).flatMap((path) => {
      const name = relative(root, path);
      if (name === formatter || name in machineUses) return [];
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          adHocFormatting.some((pattern) => pattern.test(line))
            ? [`${name}:${index + 1}: ${line.trim()}`]
            : [],
        );
    });
    expect(offenders).toEqual([]);
  });

  it('the scan would see each kind of ad-hoc formatting', () => {
    const samples = [
      "const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });",
      "date.toLocaleDateString('en-GB')",
      'new Date(at).toLocaleString()',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text the scan must catch.
      'const text = `sent on ${now.toISOString().slice(0, 10)}`;',
    ];
    for (const sample of samples) expect(adHocFormatting.some((pattern) => pattern.test(sample))).toBe(true);
  });
});
