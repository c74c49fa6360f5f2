// The server process's entry. The embedded database's worker starts first, before the server's
// dependencies load: loading them takes about as long as PGlite takes to open its data folder (and,
// after a crash, to replay its write-ahead log), so start-up waits for the longer of the two, not their
// sum (decision 0035). Bundled with code splitting (scripts/start.mjs), so the dynamic import below is
// what loads the dependencies; this file and pglite-worker-start.ts import only node's own modules.
import { startPgliteWorkerEarly } from './db/pglite-worker-start';

const earlyPglite = startPgliteWorkerEarly(process.env);
// Awaited by openDatabase; a folder locked by another server must not be an unhandled rejection meanwhile.
earlyPglite?.catch(() => undefined);
const { runServer } = await import('./server-main');
await runServer(earlyPglite);
