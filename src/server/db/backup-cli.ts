// npm run backup [file] / npm run restore <file>: the database of DATABASE_URL, else the PGlite one in DATA_DIR.
import { loadSettings } from '../settings';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';

async function main() {
  const [command, fileArgument] = process.argv.slice(2);
  const settings = loadSettings({ ...process.env, LOG_LEVEL: 'warn' });
  const postgres = settings.database.kind === 'postgres' ? settings.database.url : null;
  if (command === 'backup') {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const file = fileArgument ?? `compound-backup-${stamp}.${postgres ? 'sql' : 'tar.gz'}`;
    if (postgres) await backupPostgres(postgres, file);
    else await backupPglite(settings.DATA_DIR, file);
    console.log(
      `Backed up ${postgres ? 'the PostgreSQL database' : `the database in ${settings.DATA_DIR}`} to ${file}.`,
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
