import type { TChangeKind } from '../../domain/realtime/change-event';
import type { DatabaseHandle, TUnlisten } from '../db/client';
import type { Logger } from '../lib/logger';
import { changesChannel, readChangeNotice } from './publish-change';

type TSubscriber = (kind: TChangeKind) => void;

export type RealtimeHub = {
  /** Resolves once the process is listening, so a write made after it is never missed. */
  subscribe: (userId: string, onChange: TSubscriber) => Promise<() => void>;
  close: () => Promise<void>;
};

/**
 * One LISTEN per server process, shared by all its streams and fanned out by user id in memory:
 * a stream costs a map entry, not a database connection. It listens while anyone is subscribed.
 */
export function createRealtimeHub(database: Pick<DatabaseHandle, 'listen'>, logger: Logger): RealtimeHub {
  const subscribers = new Map<string, Set<TSubscriber>>();
  let listening: Promise<TUnlisten> | null = null;

  function deliver(payload: string) {
    const notice = readChangeNotice(payload);
    if (!notice) return logger.warn(`Ignored a malformed ${changesChannel} payload`);
    for (const onChange of subscribers.get(notice.user_id) ?? []) onChange(notice.kind);
  }

  function stopListeningWhenIdle() {
    if (subscribers.size > 0 || !listening) return;
    const stopping = listening;
    listening = null;
    stopping.then((unlisten) => unlisten()).catch((error) => logger.error('UNLISTEN failed', error));
  }

  return {
    async subscribe(userId, onChange) {
      const ofUser = subscribers.get(userId) ?? new Set();
      ofUser.add(onChange);
      subscribers.set(userId, ofUser);
      listening ??= database.listen(changesChannel, deliver);
      try {
        await listening;
      } catch (error) {
        listening = null;
        ofUser.delete(onChange);
        throw error;
      }
      return () => {
        ofUser.delete(onChange);
        if (ofUser.size === 0 && subscribers.get(userId) === ofUser) subscribers.delete(userId);
        stopListeningWhenIdle();
      };
    },
    async close() {
      subscribers.clear();
      const stopping = listening;
      listening = null;
      if (stopping) await (await stopping)();
    },
  };
}
