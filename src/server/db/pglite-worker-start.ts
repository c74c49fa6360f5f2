import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectRoot } from '../project-root';
import { lockDataDir } from './data-dir-lock';
import { defaultDataDir, defaultPgliteThread, defaultWebConcurrency } from './embedded-defaults';
import { PgliteRemote } from './pglite-remote';

// Imports only node's own modules: the process entry (index.ts) loads this before the server's
// dependencies, so the worker opens the data folder while they load (decision 0035).

export const migrationsFolder = join(projectRoot, 'src/server/db/migrations');

/** A PGlite worker open on a data folder, with that folder's lock. */
export type TStartedPgliteWorker = {
  /** The data folder, resolved. */
  dataDir: string;
  remote: PgliteRemote;
  unlock: () => Promise<void>;
};

/** Locks the data folder, then starts the worker on it; resolves once PGlite has recovered and migrated. */
export async function startPgliteWorker(dataDir: string): Promise<TStartedPgliteWorker> {
  const folder = resolve(dataDir);
  // The lock stays with this process, whichever thread runs the database: the kernel releases it
  // when the process dies, worker included.
  const unlock = await lockDataDir(folder);
  try {
    const pgDir = join(folder, 'pg');
    mkdirSync(pgDir, { recursive: true });
    return { dataDir: folder, remote: await PgliteRemote.open(pgDir, migrationsFolder), unlock };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * Before the settings load: starts the worker on DATA_DIR when the environment asks for the embedded
 * database in a worker thread (settings.ts's defaults). Only a head start: openDatabase adopts it when
 * the settings chose that same folder and thread, and closes it otherwise.
 */
export function startPgliteWorkerEarly(env: NodeJS.ProcessEnv): Promise<TStartedPgliteWorker> | undefined {
  const dataDir = env.DATA_DIR ?? defaultDataDir;
  const embedded = !env.DATABASE_URL && Number(env.WEB_CONCURRENCY ?? defaultWebConcurrency) === 1;
  if (!embedded || !dataDir || (env.PGLITE_THREAD ?? defaultPgliteThread) !== 'worker') return undefined;
  return startPgliteWorker(dataDir);
}

/** An early start the settings did not want: its worker stops and the folder is unlocked. */
export async function stopPgliteWorker(started: TStartedPgliteWorker): Promise<void> {
  await started.remote.close();
  await started.unlock();
}
