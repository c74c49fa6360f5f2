/**
 * Writes the API's TypeScript types (src/server/test/api-types.ts) from the document a test server serves;
 * api-types.test.ts fails while the committed copy is out of date.
 */
import { writeFileSync } from 'node:fs';
import { apiTypesFile, apiTypesOf } from '../src/server/test/api-types';
import { createTestServer } from '../src/server/test/test-server';

const server = await createTestServer();
const document = (await server.request('GET', '/api/openapi.json')).json;
writeFileSync(new URL(`../${apiTypesFile}`, import.meta.url), await apiTypesOf(document));
process.exit(0);
