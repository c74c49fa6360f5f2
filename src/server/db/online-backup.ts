import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Logger } from '../lib/logger';
import { startRepeatingJob } from '../lib/repeating-job';
import { oncePerPeriod } from '../services/job-leases';
import type { TSettings } from '../settings';
import { backupPostgres } from './backup';
import type { DatabaseHandle } from './client';

/** Where the running server takes online backups of its PGlite database (loopback only, with the token). */
export const onlineBackupPath = '/internal/backup';
const endpointFile = 'online-backup.json';

type TEndpoint = { url: string; token: string };

/** A backup file's name: sorting the names sorts the backups by age. */
export function backupFileName(kind: 'pglite' | 'postgres', at = new Date()): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `compound-backup-${stamp}.${kind === 'postgres' ? 'sql' : 'tar.gz'}`;
}

/**
 * Publishes where `npm run backup` reaches this server and the token it must show, in the data
 * folder (readable by its owner only): whoever can read that file can read the database files too.
 */
export function publishOnlineBackup(settings: TSettings): string {
  const token = randomBytes(32).toString('base64url');
  const host = ['0.0.0.0', '::', ''].includes(settings.HOST) ? '127.0.0.1' : settings.HOST;
  const endpoint: TEndpoint = {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${settings.PORT}`,
    token,
  };
  writeFileSync(join(resolve(settings.DATA_DIR), endpointFile), JSON.stringify(endpoint), { mode: 0o600 });
  return token;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

type TFetch = (
  request: Request,
  bindings?: { incoming?: { socket?: { remoteAddress?: string } } },
) => Response | Promise<Response>;

/**
 * The server's fetch with the online backup answered before the app: a POST from this machine with
 * the published token gets the PGlite dump of this moment, while every other request goes on.
 */
export function withOnlineBackup(fetch: TFetch, database: DatabaseHandle, token: string): TFetch {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (request, bindings) => {
    if (new URL(request.url).pathname !== onlineBackupPath || !database.dump) return fetch(request, bindings);
    const presented = Buffer.from(request.headers.get('authorization') ?? '');
    const local = loopback.has(bindings?.incoming?.socket?.remoteAddress ?? '');
    const allowed = presented.length === expected.length && timingSafeEqual(presented, expected);
    if (request.method !== 'POST' || !local || !allowed) return new Response('Not found', { status: 404 });
    return new Response(new Uint8Array(await database.dump()), {
      headers: { 'content-type': 'application/gzip' },
    });
  };
}

/** `npm run backup` while the server runs: asks it for the dump and writes it to the file. */
export async function backupThroughServer(dataDir: string, file: string): Promise<void> {
  const endpoint = JSON.parse(await readFile(join(resolve(dataDir), endpointFile), 'utf8')) as TEndpoint;
  const response = await fetch(`${endpoint.url}${onlineBackupPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.token}` },
  }).catch(() => null);
  if (!response?.ok) {
    throw new Error(
      `The server using ${dataDir} did not hand out a backup (${response ? `it answered ${response.status}` : `nothing answers at ${endpoint.url}`}).`,
    );
  }
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
}

/** Writes one backup into the folder: PGlite's dump from the running database, or pg_dump's SQL. */
export async function writeBackup(
  database: DatabaseHandle,
  settings: TSettings,
  folder: string,
): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = join(folder, backupFileName(settings.database.kind));
  if (settings.database.kind === 'postgres') await backupPostgres(settings.database.url, file);
  else if (database.dump) await writeFile(file, await database.dump(), { mode: 0o600 });
  return file;
}

/** Deletes all but the newest `keep` backups in the folder (only files this server named). */
export function pruneBackups(folder: string, keep: number): string[] {
  const backups = readdirSync(folder)
    .filter((name) => /^compound-backup-[\d-]+\.(tar\.gz|sql)$/.test(name))
    .sort()
    .reverse();
  const removed = backups.slice(keep);
  for (const name of removed) rmSync(join(folder, name));
  return removed;
}

/**
 * BACKUP_DIR: a backup every BACKUP_EVERY, the newest BACKUP_KEEP kept. With several processes on one
 * PostgreSQL database, one of them takes each period's backup (job-leases.ts).
 */
export function startScheduledBackups(database: DatabaseHandle, settings: TSettings, logger: Logger) {
  const folder = settings.BACKUP_DIR;
  if (!folder) return { stop: () => {} };
  const backUp = async () => {
    const file = await writeBackup(database, settings, resolve(folder));
    const removed = pruneBackups(resolve(folder), settings.BACKUP_KEEP);
    logger.info(
      `Backed up the database to ${file}${removed.length ? `; removed ${removed.length} older` : ''}`,
    );
  };
  const backUpOnce = oncePerPeriod(database.db, 'scheduled-backup', settings.BACKUP_EVERY, backUp);
  // Asked at least hourly, so a restart delays the next backup by an hour at most.
  return startRepeatingJob({
    what: 'Scheduled backups',
    everyMs: Math.min(settings.BACKUP_EVERY, 3_600_000),
    logger,
    run: backUpOnce,
  });
}
