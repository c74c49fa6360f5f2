import type { DatabaseHandle, TUnlisten } from '../db/client';
import { BoundedMap } from '../lib/bounded-map';
import type { Logger } from '../lib/logger';
import type { TSessionUser } from './create-auth';

/** The channel migration 0016's triggers notify: `session <token>` or `user <id>`. */
export const sessionChangesChannel = 'compound_session_changes';

/** What a session cookie's token stands for, as read from its row. */
export type TSessionAnswer = { user: TSessionUser; expiresAt: number };

type TEntry = TSessionAnswer & { heldUntil: number };

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * The sessions this process has read, kept for a few seconds so that a burst of requests reads the
 * row once (docs/decisions/0003-tracker-performance.md, "The session cached per process").
 *
 * It is only as good as the notices that keep it current, so it holds nothing while it is not
 * listening, and forgets everything when listening starts again (what was sent meanwhile is lost).
 * Every change it hears of bumps `generation`: a row read that began before a change is not kept,
 * since the notice may have arrived before the row did. The TTL is a safety net for a connection
 * that died without the process noticing; the caller still checks expiry and refresh on every answer.
 */
export function createSessionCache({ ttlMs = 5_000, maxEntries = 10_000 } = {}) {
  const entries = new BoundedMap<string, TEntry>(maxEntries);
  let listening = false;
  let generation = 0;

  function forgetAll() {
    generation++;
    entries.clear();
  }

  function forgetUser(userId: string) {
    generation++;
    for (const [token, entry] of entries) if (entry.user.id === userId) entries.delete(token);
  }

  function forgetToken(token: string) {
    generation++;
    entries.delete(token);
  }

  return {
    held(token: string, now: number): TSessionAnswer | undefined {
      if (!listening) return undefined;
      const entry = entries.get(token);
      if (entry && entry.heldUntil <= now) entries.delete(token);
      return entry && entry.heldUntil > now ? entry : undefined;
    },
    /** Pass to `keep` the generation read before the row was asked for. */
    generation: () => generation,
    keep(token: string, answer: TSessionAnswer, readSince: number, now: number) {
      if (listening && readSince === generation) entries.set(token, { ...answer, heldUntil: now + ttlMs });
    },
    forgetToken,
    forgetAll,
    /** A payload of the channel; anything it does not understand forgets everything. */
    heard(payload: string) {
      const [kind, id] = [payload.slice(0, payload.indexOf(' ')), payload.slice(payload.indexOf(' ') + 1)];
      if (kind === 'session' && id) return forgetToken(id);
      if (kind === 'user' && id) return forgetUser(id);
      forgetAll();
    },
    setListening(up: boolean) {
      listening = up;
      forgetAll();
    },
  };
}

/**
 * LISTENs for migration 0016's notices on the process's listening connection (the one the realtime
 * streams use). If LISTEN cannot start, the cache stays off and every request reads its row.
 */
export function keepSessionCacheCurrent(
  database: Pick<DatabaseHandle, 'listen'>,
  cache: SessionCache,
  logger: Logger,
): Promise<TUnlisten | null> {
  return database
    .listen(sessionChangesChannel, cache.heard, {
      onLost: () => cache.setListening(false),
      onListening: () => cache.setListening(true),
    })
    .catch((error) => {
      logger.error('The session cache is off: LISTEN failed', error);
      return null;
    });
}
