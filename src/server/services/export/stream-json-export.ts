import type { Database } from '../../db/client';
import { exportTables } from './export-tables';
import { readOwnedRows } from './read-owned-rows';

/** Where an export goes: the HTTP response stream, which throws once the client has gone. */
export type TExportSink = (chunk: string | Uint8Array) => Promise<void>;

export const exportFormatVersion = 1;

/**
 * Writes all of the user's data as one JSON document, {"format", "version", "exported_at", "tables":
 * {"habits": [...], ...}}, a page of rows per write, so the document is never held whole.
 */
export async function streamJsonExport(db: Database, userId: string, write: TExportSink, now = new Date()) {
  const head = { format: 'compound-export', version: exportFormatVersion, exported_at: now.toISOString() };
  await write(`${JSON.stringify(head).slice(0, -1)},"tables":{`);
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
