import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentWriteCookie } from './http/read-your-writes';
import {
  call,
  freePort,
  signUpVerified,
  startFleetServer,
  type TFleetServer,
  within,
} from './test/server-fleet';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from './test/test-database';

/**
 * DATABASE_READ_URL against a real streaming replica, made here with pg_basebackup from the local
 * PostgreSQL (scripts/streaming-replica.sh) and removed afterwards. Pausing the replica's replay makes
 * the lag visible: what a read shows tells which server answered it.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const replicaScript = fileURLToPath(new URL('../../scripts/streaming-replica.sh', import.meta.url));
const canReplicate = Boolean(baseUrl) && existsSync('/usr/lib/postgresql') && process.platform === 'linux';
const run = promisify(execFile);

let databaseUrl = '';
let replicaDir = '';
let replica: postgres.Sql | undefined;
let server: TFleetServer | undefined;

beforeAll(async () => {
  if (!canReplicate || !baseUrl) return;
  databaseUrl = await createEmptyPostgresDatabase(baseUrl, `replica_${process.pid}`);
  replicaDir = mkdtempSync(join(tmpdir(), 'compound-replica-'));
  const port = await freePort();
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  await run('bash', [replicaScript, 'start', replicaDir, String(port), admin.toString()]);
  const readUrl = new URL(databaseUrl);
  readUrl.port = String(port);
  replica = postgres(readUrl.toString(), { max: 1, onnotice: () => {} });
  server = await startFleetServer(databaseUrl, { DATABASE_READ_URL: readUrl.toString() });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await replica?.end();
  if (replicaDir) await run('bash', [replicaScript, 'stop', replicaDir]);
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
}, 60_000);

const idsOf = async (response: Response) => {
  expect(response.status).toBe(200);
  const { conversations } = (await response.json()) as { conversations: { id: string }[] };
  return conversations.map((conversation) => conversation.id);
};

describe.skipIf(!canReplicate)('DATABASE_READ_URL on a streaming replica', () => {
  it('answers a person’s reads right after their write from the primary, and lag-tolerant reads from the replica', async () => {
    const fleet = server;
    if (!fleet || !replica) throw new Error('No server');
    const user = await signUpVerified(fleet, databaseUrl);
    // The replica stops applying what the primary writes: from now on it lags as far as we like.
    await replica`select pg_wal_replay_pause()`;
    try {
      const created = await call(fleet, 'POST', '/api/coach/conversations', user.cookie, {});
      expect(created.status).toBe(201);
      const { conversation } = (await created.json()) as { conversation: { id: string } };
      const marker = created.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith(`${recentWriteCookie}=`))
        ?.split(';')[0];
      expect(marker).toBeDefined();

      // The same browser, right after its write: the primary, so its own conversation is there.
      const mine = await call(fleet, 'GET', '/api/coach/conversations', `${user.cookie}; ${marker}`);
      expect(await idsOf(mine)).toContain(conversation.id);

      // Once the write is a few seconds old, the history is read from the replica, which has not seen it.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      const later = await call(fleet, 'GET', '/api/coach/conversations', user.cookie);
      expect(await idsOf(later)).not.toContain(conversation.id);
    } finally {
      await replica`select pg_wal_replay_resume()`;
    }
    // Replay resumed, the replica catches up within a second.
    const tookMs = await within(1_000, async () => {
      const conversations = await idsOf(await call(fleet, 'GET', '/api/coach/conversations', user.cookie));
      return conversations.length === 1;
    });
    expect(tookMs).toBeLessThan(1_000);
  }, 60_000);

  it('keeps writes and the reads that must be current on the primary while the replica lags', async () => {
    if (!server || !replica) throw new Error('No server');
    const user = await signUpVerified(server, databaseUrl);
    await replica`select pg_wal_replay_pause()`;
    try {
      const created = await call(server, 'POST', '/api/habits', user.cookie, { name: 'Stretch' });
      expect(created.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      // The tracker's list is never read from the replica: the habit is there however far it lags.
      const habits = await call(server, 'GET', '/api/habits', user.cookie);
      expect(habits.status).toBe(200);
      expect(JSON.stringify(await habits.json())).toContain('Stretch');
    } finally {
      await replica`select pg_wal_replay_resume()`;
    }
  }, 60_000);
});
