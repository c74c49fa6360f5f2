import type { z } from 'zod';
import {
  importedTables,
  type TColumnKind,
  type TCompoundExport,
  ZCompoundExport,
} from '../export/export-format';
import { at, ImportFileError } from './import-source';
import { CsvSyntaxError, parseCsv } from './parse-csv';

/** Is this parsed JSON one of Compound's own exports (any version)? */
export function isCompoundExport(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { format?: unknown }).format === 'compound-export'
  );
}

/** Is this zip one of Compound's CSV exports? Its tables are lower-case (Loop's Habits.csv is not). */
export function isCompoundCsvZip(files: ReadonlyMap<string, string>): boolean {
  return files.has('habits.csv') && files.has('habit_logs.csv');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
  return `${path || 'The file'}: ${issue.message}`;
}

/** A Compound JSON export, checked against the export's schema; the first fault is named. */
export function readCompoundJson(data: unknown): TCompoundExport {
  const parsed = ZCompoundExport.safeParse(data);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ImportFileError(
      `This Compound export does not match its format (${issue ? describeIssue(issue) : 'unknown fault'}).`,
    );
  }
  return parsed.data;
}

/**
 * One CSV cell as its column's kind. The exporter quotes text that starts like a formula with a leading
 * ' (and, from version 2, text that starts with ' too); that quote is taken off again.
 */
function readCell(cell: string, kind: TColumnKind, version: number, where: string): unknown {
  const escaped = version >= 2 ? /^'/ : /^'[=+\-@\t\r]/;
  const text = escaped.test(cell) ? cell.slice(1) : cell;
  if (text === '' && (kind.endsWith('?') || kind !== 'text')) return kind.endsWith('?') ? null : undefined;
  switch (kind.replace('?', '')) {
    case 'number':
    case 'int': {
      const value = Number(text);
      if (!Number.isFinite(value)) throw new ImportFileError(`${where}: "${text}" is not a number.`);
      return value;
    }
    case 'bool':
      if (text !== 'true' && text !== 'false')
        throw new ImportFileError(`${where}: "${text}" is not true or false.`);
      return text === 'true';
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        throw new ImportFileError(`${where}: this cell is not JSON.`);
      }
    default:
      return text;
  }
}

function readCsvTable(name: string, text: string, columns: Record<string, TColumnKind>, version: number) {
  const file = `${name}.csv`;
  let rows: ReturnType<typeof parseCsv>;
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new ImportFileError(`${file}: ${error.message}`);
    throw error;
  }
  const [header, ...records] = rows;
  const names = header?.cells ?? [];
  return records.map(({ line, cells }) =>
    Object.fromEntries(
      names.flatMap((column, index) => {
        const kind = columns[column];
        if (!kind) return [];
        return [[column, readCell(cells[index] ?? '', kind, version, `${at(file, line)}, ${column}`)]];
      }),
    ),
  );
}

/** A Compound CSV zip: a file per table, read by the same schema as the JSON export. */
export function readCompoundCsv(files: ReadonlyMap<string, string>): TCompoundExport {
  let head: { version?: unknown } = {};
  const manifest = files.get('export.json');
  if (manifest) {
    try {
      head = JSON.parse(manifest) as typeof head;
    } catch {
      throw new ImportFileError('export.json: this is not JSON.');
    }
  }
  const version = typeof head.version === 'number' ? head.version : 1;
  const tables = Object.fromEntries(
    Object.entries(importedTables).flatMap(([name, { columns }]) => {
      const text = files.get(`${name}.csv`);
      return text === undefined ? [] : [[name, readCsvTable(name, text, columns, version)]];
    }),
  );
  return readCompoundJson({ format: 'compound-export', version, tables });
}
