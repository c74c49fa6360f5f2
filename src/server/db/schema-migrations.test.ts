import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

const metaDir = fileURLToPath(new URL('./migrations/meta', import.meta.url));

function latestSnapshot() {
  const snapshots = readdirSync(metaDir)
    .filter((file) => file.endsWith('_snapshot.json'))
    .sort();
  const latest = snapshots.at(-1);
  if (!latest) throw new Error('No migration snapshot: run npm run db:generate');
  return JSON.parse(readFileSync(`${metaDir}/${latest}`, 'utf8'));
}

describe('schema and migrations', () => {
  it('the committed migrations describe the current schema (run npm run db:generate if this fails)', async () => {
    const previous = latestSnapshot();
    const current = generateDrizzleJson(schema, previous.id);
    expect(await generateMigration(previous, current)).toEqual([]);
  });
});
