import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCompoundCsv } from '../imports/read-compound-export';
import { exportFormatVersion, exportJsonSchema, exportSchemaFile, ZCompoundExport } from './export-format';
import { toCsvRow } from './to-csv-row';

const habitsCsv = (names: string[]) =>
  toCsvRow([
    'id',
    'user_id',
    'created_at',
    'name',
    'type',
    'target',
    'unit',
    'active',
    'sort_order',
    'freq_num',
    'freq_den',
    'weekdays',
  ]) +
  names
    .map((name, index) =>
      toCsvRow([
        `00000000-0000-4000-8000-00000000000${index}`,
        'u1',
        '2026-01-01T00:00:00+00:00',
        name,
        'number',
        0,
        null,
        false,
        index,
        1,
        2,
        null,
      ]),
    )
    .join('');

describe('the export format', () => {
  it('is published as a JSON Schema, and the committed copy is the current one', () => {
    const committed = JSON.parse(
      readFileSync(new URL(`../../../${exportSchemaFile}`, import.meta.url), 'utf8'),
    );
    expect(committed, 'run npx tsx scripts/write-export-schema.ts').toEqual(exportJsonSchema());
    expect(committed.properties.version.maximum).toBe(exportFormatVersion);
  });

  it('reads a version 1 JSON export, which had no version', () => {
    expect(ZCompoundExport.parse({ format: 'compound-export', tables: {} })).toMatchObject({ version: 1 });
  });

  it('reads back text a CSV escaped, in version 2 and in version 1 (which left a leading quote alone)', () => {
    const names = ['=SUM(A1)', "'quoted", '-5 km', 'Plain'];
    const logs = toCsvRow(['id', 'user_id', 'created_at', 'habit_id', 'date']);
    const files = (manifest: boolean) =>
      new Map([
        ['habits.csv', habitsCsv(names)],
        ['habit_logs.csv', logs],
        ...(manifest
          ? [['export.json', JSON.stringify({ format: 'compound-export', version: 2 })] as const]
          : []),
      ]);
    const v2 = readCompoundCsv(files(true));
    expect(v2.version).toBe(2);
    expect(v2.tables.habits.map((habit) => habit.name)).toEqual(names);
    expect(v2.tables.habits[0]).toMatchObject({ target: 0, unit: null, active: false, weekdays: null });
    // Version 1 never quoted a leading ': read as version 1, the quote version 2 added is kept.
    const v1 = readCompoundCsv(files(false));
    expect(v1.tables.habits.map((habit) => habit.name)).toEqual(['=SUM(A1)', "''quoted", '-5 km', 'Plain']);
  });
});
