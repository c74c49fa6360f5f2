import { changeKinds, type TChangeKind } from '../../domain/realtime/change-event';
import { writeInBackground } from '../db/background-writes';
import { type Database, notify } from '../db/client';
import { perDatabase } from '../db/per-database';

/** The one channel every server process LISTENs on; payloads name the user and what changed. */
export const changesChannel = 'compound_changes';

export type TChangeNotice = { user_id: string; kind: TChangeKind };

/**
 * Tells every server process (and so every open stream of the user) that some of the user's data
 * changed. Pass the transaction when there is one: the notice then goes out at commit, or not at all.
 */
export async function publishChange(db: Database, userId: string, kind: TChangeKind): Promise<void> {
  const notice: TChangeNotice = { user_id: userId, kind };
  await notify(db, changesChannel, JSON.stringify(notice));
}

/** A payload from the channel, or null for anything this version does not understand. */
export function readChangeNotice(payload: string): TChangeNotice | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { user_id, kind } = value as Record<string, unknown>;
    if (typeof user_id !== 'string' || !changeKinds.includes(kind as TChangeKind)) return null;
    return { user_id, kind: kind as TChangeKind };
  } catch {
    return null;
  }
}

const announcing = perDatabase(() => new Map<string, { again: boolean }>());

/**
 * Publishes a change already committed, without making the caller wait, and folds a burst into few
 * notices: while a notice for the same user and kind is on its way, later ones become one more
 * notice sent after it, so the last change is always followed by a notice. A NOTIFY costs
 * PostgreSQL a commit serialised with every other one, and a stream forwards at most two events a
 * second anyway (throttle-changes.ts). Never for a transaction: use publishChange there.
 */
export function announceChange(db: Database, userId: string, kind: TChangeKind): void {
  const pending = announcing(db);
  const key = `${userId} ${kind}`;
  const waiting = pending.get(key);
  if (waiting) {
    waiting.again = true;
    return;
  }
  const state = { again: false };
  pending.set(key, state);
  const send = () => {
    const sent = publishChange(db, userId, kind)
      .catch(() => {
        // Open streams are a courtesy: the change is saved whatever happens to its notice.
      })
      .finally(() => {
        if (!state.again) return pending.delete(key);
        state.again = false;
        send();
      });
    writeInBackground(db, sent);
  };
  send();
}
