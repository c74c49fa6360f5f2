// npm run backup [file] / npm run restore <file>: the database of DATABASE_URL, else the PGlite one in DATA_DIR.
// A backup works while the server runs (docs/backups.md); a restore needs it stopped.
import { loadSettings } from '../settings';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';
import { DataDirLockedError } from './data-dir-lock';
import { backupFileName, backupThroughServer } from './online-backup';

/** PGlite: copied directly when no server has the data folder open, else through the running server. */
async function backupEmbedded(dataDir: string, file: string): Promise<'direct' | 'server'> {
  try {
    await backupPglite(dataDir, file);
    return 'direct';
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await backupThroughServer(dataDir, file);
    return 'server';
  }
}

async function main() {
  const [command, fileArgument] = process.argv.slice(2);
  const settings = loadSettings({ ...process.env, LOG_LEVEL: 'warn' });
  const postgres = settings.database.kind === 'postgres' ? settings.database.url : null;
  if (command === 'backup') {
    const file = fileArgument ?? backupFileName(postgres ? 'postgres' : 'pglite');
    const how = postgres
      ? await backupPostgres(postgres, file)
      : await backupEmbedded(settings.DATA_DIR, file);
    const through = how === 'server' ? ' through the running server' : '';
    console.log(
      `Backed up ${postgres ? 'the PostgreSQL database' : `the database in ${settings.DATA_DIR}`}${through} to ${file}.`,
    );
    return;
  }
  if (command === 'restore' && fileArgument) {
    if (postgres) {
      await restorePostgres(postgres, fileArgument);
      console.log(`Restored ${fileArgument} into the PostgreSQL database.`);
    } else {
      const keptAs = await restorePglite(fileArgument, settings.DATA_DIR);
      console.log(
        `Restored ${fileArgument} into ${settings.DATA_DIR}.${keptAs ? ` The database that was there is kept in ${keptAs}.` : ''}`,
      );
    }
    return;
  }
  console.error('Usage: npm run backup [file]   |   npm run restore <file>');
  process.exitCode = 2;
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
