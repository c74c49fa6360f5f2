import { Zip, ZipDeflate } from 'fflate';
import { toCsvRow } from '../../../domain/export/to-csv-row';
import type { Database } from '../../db/client';
import { exportTables } from './export-tables';
import { readColumnNames, readOwnedRows } from './read-owned-rows';
import { exportHead, type TExportSink } from './stream-json-export';

const encoder = new TextEncoder();

/**
 * Writes all of the user's data as a zip of CSV files, one per table (habits.csv, habit_logs.csv...),
 * each with a header row, and export.json naming the format and its version. fflate compresses each page as it is pushed; its output is handed to the
 * response before the next page is read, so memory holds about one page.
 */
export async function streamCsvExport(db: Database, userId: string, write: TExportSink, now = new Date()) {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const flush = async () => {
    if (failure) throw failure;
    while (pending.length > 0) await write(pending.shift() as Uint8Array);
  };

  const head = new ZipDeflate('export.json', { level: 6 });
  zip.add(head);
  head.push(encoder.encode(JSON.stringify(exportHead(now))), true);
  for (const exportTable of exportTables) {
    const file = new ZipDeflate(`${exportTable.name}.csv`, { level: 6 });
    zip.add(file);
    const columns = readColumnNames(exportTable);
    file.push(encoder.encode(toCsvRow(columns)));
    for await (const { rows } of readOwnedRows(db, userId, exportTable)) {
      file.push(encoder.encode(rows.map((row) => toCsvRow(columns.map((name) => row[name]))).join('')));
      await flush();
    }
    file.push(new Uint8Array(0), true);
    await flush();
  }
  zip.end();
  await flush();
}
