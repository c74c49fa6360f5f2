import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';

/**
 * One-command backups (issue 24). The embedded database is copied as PGlite's own data-folder dump
 * (a gzipped tar of the PostgreSQL files, restorable only by PGlite); PostgreSQL is dumped as plain
 * SQL by pg_dump and restored by psql, so any PostgreSQL tool can read it. Both take the data folder's
 * lock, so a backup never copies a database a running server is writing: stop the server first.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const folder = resolve(dataDir);
  const unlock = await lockDataDir(folder);
  try {
    if (!existsSync(join(folder, 'pg'))) throw new Error(`There is no Compound database in ${folder}.`);
    const pg = new PGlite(join(folder, 'pg'));
    await pg.waitReady;
    try {
      const dump = await pg.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pg.close();
    }
  } finally {
    await unlock();
  }
}

/** Restores a PGlite dump into the data folder; a database already there is kept beside it, renamed. */
export async function restorePglite(file: string, dataDir: string): Promise<string | null> {
  const folder = resolve(dataDir);
  const unlock = await lockDataDir(folder);
  try {
    const pgDir = join(folder, 'pg');
    let keptAs: string | null = null;
    if (existsSync(pgDir) && readdirSync(pgDir).length > 0) {
      keptAs = `${pgDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgDir, keptAs);
    }
    const pg = new PGlite(pgDir, { loadDataDir: new Blob([await readFile(file)]) });
    await pg.waitReady;
    await pg.close();
    return keptAs;
  } finally {
    await unlock();
  }
}

function run(command: string, args: string[], io: { input?: string; output?: string }): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', io.output ? 'pipe' : 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    // The dump is complete once the process has exited and the file has taken every byte.
    const written = new Promise<void>((done, fail) => {
      if (!io.output || !child.stdout) return done();
      const file = createWriteStream(io.output);
      file.on('finish', done).on('error', fail);
      child.stdout.pipe(file);
    });
    if (io.input && child.stdin) createReadStream(io.input).pipe(child.stdin);
    else child.stdin?.end();
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} was not found: install the PostgreSQL client tools (postgresql-client).`)
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${command} failed: ${stderr.trim()}`));
      written.then(resolvePromise, reject);
    });
  });
}

/** pg_dump's plain SQL, with no owners or grants, so it restores into any database. */
export const backupPostgres = (url: string, file: string) =>
  run('pg_dump', ['--format=plain', '--no-owner', '--no-privileges', '--clean', '--if-exists', url], {
    output: file,
  });

export const restorePostgres = (url: string, file: string) =>
  run('psql', ['--quiet', '--set', 'ON_ERROR_STOP=1', '--single-transaction', url], { input: file });
