// The embedded database's own thread (decision 0029). PGlite runs PostgreSQL compiled to WebAssembly
// synchronously: on the server's thread every query stopped all other work, static files included.
// Here it runs in a worker_threads worker and answers messages; src/server/db/pglite-remote.ts is the
// other end. Plain JavaScript so that every way the server runs (tsx, vitest, the esbuild bundle) can
// start it from its path without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const { dataDir, migrationsFolder } = workerData;
const port = parentPort;
/** Open interactive transactions by id: the PGlite transaction object and the way to end it. */
const transactions = new Map();
/** LISTEN registrations by id: the function that stops each. */
const listeners = new Map();
let nextTransaction = 1;

/** The parsers drizzle passes keep their types as text; a function cannot cross threads, so the
 * caller names the types and the same text-keeping parser is applied here. */
const identity = (value) => value;
function queryOptions(message) {
  const parsers = {};
  for (const oid of message.textTypes ?? []) parsers[oid] = identity;
  return { rowMode: message.rowMode, parsers };
}

function errorFields(error) {
  const fields = { message: String(error?.message ?? error), name: error?.name ?? 'Error' };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
    }
  }
  return fields;
}

const pg = new PGlite(dataDir);
await pg.waitReady;
await migrate(drizzle(pg), { migrationsFolder });

/**
 * Starts a transaction that stays open until the caller commits or rolls it back. PGlite holds its
 * transaction lock meanwhile, so queries from outside it wait, as they do in one process.
 */
function begin() {
  return new Promise((opened, failed) => {
    const id = nextTransaction++;
    let entered = false;
    const done = pg.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          entered = true;
          transactions.set(id, { tx, commit, rollback, done });
          opened(id);
        }),
    );
    done.catch((error) => {
      if (!entered) failed(error);
    });
  });
}

async function end(message) {
  const open = transactions.get(message.tx);
  if (!open) throw new Error('Transaction is closed');
  transactions.delete(message.tx);
  if (message.op === 'commit') {
    open.commit();
    await open.done;
    return;
  }
  open.rollback(new Error('Rolled back'));
  await open.done.catch(() => {});
}

function target(message) {
  if (message.tx === undefined) return pg;
  const open = transactions.get(message.tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

const operations = {
  query: (message) => target(message).query(message.sql, message.params, queryOptions(message)),
  exec: (message) => target(message).exec(message.sql),
  begin,
  commit: end,
  rollback: end,
  listen: async (message) => {
    const unlisten = await pg.listen(message.channel, (payload) =>
      port.postMessage({ listener: message.listener, payload }),
    );
    listeners.set(message.listener, unlisten);
  },
  unlisten: async (message) => {
    await listeners.get(message.listener)?.();
    listeners.delete(message.listener);
  },
  // An online backup (decision 0035): PGlite takes its data-folder dump between two queries (it holds
  // the query lock), so it is the files of one moment, which PostgreSQL opens like after a crash.
  dump: async () => new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer()),
  close: async () => {
    await pg.close();
  },
};

port.on('message', async (message) => {
  try {
    const result = await operations[message.op](message);
    port.postMessage({ id: message.id, result });
  } catch (error) {
    port.postMessage({ id: message.id, error: errorFields(error) });
  }
});
port.postMessage({ ready: true });
