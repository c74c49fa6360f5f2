import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { projectRoot } from '../project-root';

/**
 * The server's end of the PGlite worker (src/server/db/pglite-worker.mjs, decision 0029): the part
 * of PGlite's interface drizzle-orm/pglite calls (query, exec, transaction) plus LISTEN and close,
 * each a message to the worker thread, which runs the WebAssembly. The server's thread only waits.
 */
type TReply = { id?: number; result?: unknown; error?: Record<string, unknown>; ready?: true };
type TNotice = { listener: number; payload: string };
type TRequest = Record<string, unknown> & { op: string };

export type TRemoteTransaction = {
  query: <TRow>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<TRow>>;
  exec: (sql: string) => Promise<Results[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

/** A database error from the worker, with the fields PGlite gave it (code, constraint, detail…). */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/** The types drizzle keeps as text: only their numbers cross threads (see the worker). */
function textTypes(options?: QueryOptions): number[] | undefined {
  return options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
}

export class PgliteRemote {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private closing = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: TReply | TNotice) => {
      if ('listener' in reply) return this.listeners.get(reply.listener)?.(reply.payload);
      const waiting = reply.id === undefined ? undefined : this.pending.get(reply.id);
      if (!waiting || reply.id === undefined) return;
      this.pending.delete(reply.id);
      if (reply.error) waiting.reject(rebuildError(reply.error));
      else waiting.resolve(reply.result);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      this.failAll(new Error('The database worker has stopped.'));
      // A server without its database answers nothing: end the process so its supervisor restarts it.
      if (!this.closing) {
        setImmediate(() => {
          throw new Error(`The embedded database's worker stopped unexpectedly (exit code ${code})`);
        });
      }
    });
  }

  /** Starts the worker on a data folder (undefined: in memory) and resolves once it has migrated. */
  static async open(dataDir: string | undefined, migrationsFolder: string): Promise<PgliteRemote> {
    const worker = new Worker(join(projectRoot, 'src/server/db/pglite-worker.mjs'), {
      workerData: { dataDir, migrationsFolder },
    });
    await new Promise<void>((resolve, reject) => {
      const onReady = (message: TReply) => {
        if (!message.ready) return;
        worker.off('message', onReady).off('error', reject);
        resolve();
      };
      worker.on('message', onReady).once('error', reject);
    });
    return new PgliteRemote(worker);
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private call<TResult>(request: TRequest): Promise<TResult> {
    const id = this.nextId++;
    return new Promise<TResult>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query<TRow>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<TRow>> {
    return this.call({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes: textTypes(options),
      tx,
    });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, tx });
  }

  /**
   * An interactive transaction: BEGIN on the worker, every query of `run` sent with its id, then
   * COMMIT, or ROLLBACK if `run` throws. Other queries wait on the worker meanwhile, as in PGlite.
   */
  async transaction<TResult>(run: (tx: TRemoteTransaction) => Promise<TResult>): Promise<TResult> {
    const id = await this.call<number>({ op: 'begin' });
    let closed = false;
    const tx: TRemoteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
      rollback: async () => {
        closed = true;
        await this.call({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await run(tx);
      if (!closed) {
        closed = true;
        await this.call({ op: 'commit', tx: id });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'rollback', tx: id });
      }
      throw error;
    }
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.nextId++;
    this.listeners.set(listener, onPayload);
    await this.call({ op: 'listen', channel, listener });
    return async () => {
      await this.call({ op: 'unlisten', listener });
      this.listeners.delete(listener);
    };
  }

  /** The data folder as PGlite's gzipped dump, taken while the database keeps running. */
  dumpDataDir(): Promise<Uint8Array> {
    return this.call({ op: 'dump' });
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  /** What drizzle-orm/pglite is given: it calls query, exec and transaction only. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
