/**
 * Writes the export's JSON Schema (src/domain/export/export-format.ts) to docs/schemas, where it is
 * published with the docs; export-format.test.ts fails while the committed copy is out of date.
 */
import { writeFileSync } from 'node:fs';
import { exportJsonSchema, exportSchemaFile } from '../src/domain/export/export-format';

writeFileSync(
  new URL(`../${exportSchemaFile}`, import.meta.url),
  `${JSON.stringify(exportJsonSchema(), null, 2)}\n`,
);
