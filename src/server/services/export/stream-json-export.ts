import { exportFormatName, exportFormatVersion } from '../../../domain/export/export-format';
import type { Database } from '../../db/client';
import { exportTables } from './export-tables';
import { readOwnedRows } from './read-owned-rows';

/** Where an export goes: the HTTP response stream, which throws once the client has gone. */
export type TExportSink = (chunk: string | Uint8Array) => Promise<void>;

/** The export's head: its format, version and time (the CSV zip holds it as export.json). */
export const exportHead = (now: Date) => ({
  format: exportFormatName,
  version: exportFormatVersion,
  exported_at: now.toISOString(),
});

/**
 * Writes all of the user's data as one JSON document, {"format", "version", "exported_at", "tables":
 * {"habits": [...], ...}}, a page of rows per write, so the document is never held whole.
 */
export async function streamJsonExport(db: Database, userId: string, write: TExportSink, now = new Date()) {
  await write(`${JSON.stringify(exportHead(now)).slice(0, -1)},"tables":{`);
  for (const [index, exportTable] of exportTables.entries()) {
    await write(`${index === 0 ? '' : ','}${JSON.stringify(exportTable.name)}:[`);
    let first = true;
    for await (const { json } of readOwnedRows(db, userId, exportTable)) {
      // The page is a JSON array: its elements go into the table's array.
      await write(`${first ? '' : ','}${json.slice(1, -1)}`);
      first = false;
    }
    await write(']');
  }
  await write('}}');
}
