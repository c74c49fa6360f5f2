import type { TChangeKind } from '../../domain/realtime/change-event';
import type { DatabaseHandle, TUnlisten } from '../db/client';
import type { Logger } from '../lib/logger';
import { changesChannel, readChangeNotices } from './publish-change';

type TSubscriber = (kind: TChangeKind) => void;

export type RealtimeHub = {
  /**
   * Resolves once the process is listening, so a write made after it is never missed. `onEnd` is
   * called if the hub closes first (the server is shutting down), so the stream ends at once.
   */
  subscribe: (userId: string, onChange: TSubscriber, onEnd?: () => void) => Promise<() => void>;
  /** Ends every subscriber's stream and stops listening. */
  close: () => Promise<void>;
};

/**
 * One LISTEN per server process, shared by all its streams and fanned out by user id in memory:
 * a stream costs a map entry, not a database connection. It listens while anyone is subscribed.
 */
export function createRealtimeHub(database: Pick<DatabaseHandle, 'listen'>, logger: Logger): RealtimeHub {
  const subscribers = new Map<string, Set<TSubscriber>>();
  const enders = new Set<() => void>();
  let listening: Promise<TUnlisten> | null = null;

  function deliver(payload: string) {
    const notices = readChangeNotices(payload);
    if (!notices) return logger.warn(`Ignored a malformed ${changesChannel} payload`);
    for (const notice of notices) {
      for (const onChange of subscribers.get(notice.user_id) ?? []) onChange(notice.kind);
    }
  }

  function stopListeningWhenIdle() {
    if (subscribers.size > 0 || !listening) return;
    const stopping = listening;
    listening = null;
    stopping.then((unlisten) => unlisten()).catch((error) => logger.error('UNLISTEN failed', error));
  }

  return {
    async subscribe(userId, onChange, onEnd) {
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
      if (onEnd) enders.add(onEnd);
      return () => {
        if (onEnd) enders.delete(onEnd);
        ofUser.delete(onChange);
        if (ofUser.size === 0 && subscribers.get(userId) === ofUser) subscribers.delete(userId);
        stopListeningWhenIdle();
      };
    },
    async close() {
      for (const end of [...enders]) end();
      enders.clear();
      subscribers.clear();
      const stopping = listening;
      listening = null;
      if (stopping) await (await stopping)();
    },
  };
}
