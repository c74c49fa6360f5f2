import postgres from 'postgres';
import { reconnectBackoff } from './reconnect-backoff';

/** Stops a listener; resolves once the database no longer delivers to it. */
export type TUnlisten = () => Promise<void>;

/**
 * What a listener that relies on hearing every notice (a cache kept correct by them) needs to know
 * about the connection carrying its LISTEN.
 */
export type TListenWatch = {
  /** The connection dropped: notices sent from now on are lost until onListening. */
  onLost: () => void;
  /** LISTEN is in place (first time or again); whatever was sent while it was lost was missed. */
  onListening: () => void;
};

type TListener = { onPayload: (payload: string) => void; watch?: TListenWatch };
type TChannel = { listeners: Set<TListener>; ready: Promise<unknown> };

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
const relistenDelayMs = 250;

/**
 * One connection per process for every LISTEN (the realtime streams', the session cache's). Unlike
 * postgres.js's own `sql.listen`, it tells its listeners when that connection drops, and LISTENs
 * again on a new one until it succeeds.
 */
export function createPostgresListener(url: string) {
  const channels = new Map<string, TChannel>();
  let connected = true;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const everyWatch = () => [...channels.values()].flatMap((channel) => [...channel.listeners]);

  const sql = postgres(url, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    connect_timeout: 5,
    backoff: reconnectBackoff,
    onnotice: () => {},
    // The option postgres.js's own sql.listen is built on, missing from its types.
    ...({
      onnotify: (channel: string, payload: string) => {
        for (const listener of channels.get(channel)?.listeners ?? []) listener.onPayload(payload);
      },
    } as object),
    onclose: () => {
      if (closing) return;
      connected = false;
      for (const listener of everyWatch()) listener.watch?.onLost();
      relistenSoon();
    },
  });

  function relistenSoon() {
    clearTimeout(retry);
    retry = setTimeout(async () => {
      try {
        for (const channel of channels.keys()) await sql.unsafe(`listen ${quoted(channel)}`);
      } catch {
        if (!closing) relistenSoon();
        return;
      }
      connected = true;
      for (const listener of everyWatch()) listener.watch?.onListening();
    }, relistenDelayMs);
  }

  async function listen(
    channel: string,
    onPayload: (payload: string) => void,
    watch?: TListenWatch,
  ): Promise<TUnlisten> {
    const listener: TListener = { onPayload, watch };
    const known = channels.get(channel);
    if (known) {
      known.listeners.add(listener);
      await known.ready;
    } else {
      const ready = sql.unsafe(`listen ${quoted(channel)}`);
      channels.set(channel, { listeners: new Set([listener]), ready });
      try {
        await ready;
      } catch (error) {
        channels.delete(channel);
        throw error;
      }
    }
    // If the connection dropped meanwhile, onListening comes with the next successful LISTEN.
    if (connected) watch?.onListening();
    return async () => {
      const current = channels.get(channel);
      if (!current?.listeners.delete(listener) || current.listeners.size > 0) return;
      channels.delete(channel);
      await sql.unsafe(`unlisten ${quoted(channel)}`).catch(() => {});
    };
  }

  return {
    listen,
    close: async () => {
      closing = true;
      clearTimeout(retry);
      await sql.end();
    },
  };
}
