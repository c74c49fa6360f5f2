import { unzipSync } from 'fflate';
import { ImportFileError, type TImportSource } from '../../../domain/imports/import-source';
import {
  isCompoundCsvZip,
  isCompoundExport,
  readCompoundCsv,
  readCompoundJson,
} from '../../../domain/imports/read-compound-export';
import { readGenericCsv } from '../../../domain/imports/read-generic-csv';
import { readHabitica } from '../../../domain/imports/read-habitica';
import { readLoopCsv } from '../../../domain/imports/read-loop-csv';
import { sourceRows } from '../../../domain/imports/source-rows';
import type { TImportRows } from './import-habits';
import { readLoopDb } from './read-loop-db';

const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const sqliteMagic = 'SQLite format 3\0';
/** Unzipped, a Loop export is a few MB; a zip that claims more is refused before it is inflated. */
const maxUnzippedBytes = 200 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

function decode(bytes: Uint8Array, name: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(`${name} is not UTF-8 text.`);
  }
}

function unzipCsvFiles(bytes: Uint8Array): Map<string, string> {
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        if (total > maxUnzippedBytes) throw new ImportFileError('This zip unpacks to more than 200 MB.');
        return file.name.endsWith('.csv') || file.name === 'export.json';
      },
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('This zip file is damaged and cannot be opened.');
  }
  return new Map(Object.entries(entries).map(([name, content]) => [name, decode(content, name)]));
}

const fromSource = ({ format, skipped, ...source }: TImportSource): TImportRows => ({
  format,
  skipped,
  rows: sourceRows({ format, skipped, ...source }),
});

/**
 * Reads an uploaded file in whichever format it is: Compound's own export (JSON or CSV zip), a Loop zip
 * or .db, Habitica's JSON, or a CSV.
 */
export async function readImportFile(bytes: Uint8Array, timeZone: string): Promise<TImportRows> {
  if (bytes.length === 0) throw new ImportFileError('The file is empty.');
  if (startsWith(bytes, zipMagic)) {
    const files = unzipCsvFiles(bytes);
    if (isCompoundCsvZip(files))
      return { format: 'compound-csv', rows: readCompoundCsv(files).tables, skipped: [] };
    return fromSource(readLoopCsv(files));
  }
  if (
    startsWith(
      bytes,
      [...sqliteMagic].map((char) => char.charCodeAt(0)),
    )
  )
    return fromSource(await readLoopDb(bytes));
  const text = decode(bytes, 'The file');
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new ImportFileError(`This JSON cannot be read: ${(error as Error).message}.`);
    }
    if (isCompoundExport(data))
      return { format: 'compound-json', rows: readCompoundJson(data).tables, skipped: [] };
    return fromSource(readHabitica(data, timeZone));
  }
  if (/^\uFEFF?Position,Name,/.test(text)) {
    throw new ImportFileError(
      'This is Loop’s Habits.csv alone: upload the whole zip Loop exported, which holds the check-ins too.',
    );
  }
  return fromSource(readGenericCsv(text));
}
