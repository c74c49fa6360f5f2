import { changeKinds, type TChangeKind } from '../../domain/realtime/change-event';
import { writeInBackground } from '../db/background-writes';
import { type Database, notify } from '../db/client';
import { perDatabase } from '../db/per-database';

/** The one channel every server process LISTENs on; payloads name the users and what changed. */
export const changesChannel = 'compound_changes';

export type TChangeNotice = { user_id: string; kind: TChangeKind };

/**
 * A process sends at most one notice per gap; under load, every change of the gap goes in the next one.
 * A stream forwards at most two events a second (throttle-changes.ts), so a change waits at most this
 * much longer to reach it; a lone change goes at once.
 */
export const noticeGapMs = 100;

// PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more.
const maxPayloadBytes = 7_900;

/** The notices as JSON arrays, as few as fit under the payload limit, none split between two. */
export function packNotices(notices: readonly TChangeNotice[]): string[] {
  const payloads: string[] = [];
  let items: string[] = [];
  let bytes = 2;
  for (const notice of notices) {
    const item = JSON.stringify(notice);
    const size = Buffer.byteLength(item) + 1;
    if (items.length > 0 && bytes + size > maxPayloadBytes) {
      payloads.push(`[${items.join(',')}]`);
      items = [];
      bytes = 2;
    }
    items.push(item);
    bytes += size;
  }
  if (items.length > 0) payloads.push(`[${items.join(',')}]`);
  return payloads;
}

async function sendNotices(db: Database, notices: readonly TChangeNotice[]): Promise<void> {
  for (const payload of packNotices(notices)) await notify(db, changesChannel, payload);
}

/**
 * Tells every server process (and so every open stream of the user) that some of the user's data
 * changed. Pass the transaction when there is one: the notice then goes out at commit, or not at all.
 */
export async function publishChange(db: Database, userId: string, kind: TChangeKind): Promise<void> {
  await sendNotices(db, [{ user_id: userId, kind }]);
}

function readNotice(value: unknown): TChangeNotice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { user_id, kind } = value as Record<string, unknown>;
  if (typeof user_id !== 'string' || !changeKinds.includes(kind as TChangeKind)) return null;
  return { user_id, kind: kind as TChangeKind };
}

/**
 * The notices of a payload, or null for anything this version does not understand. A lone notice
 * object is what the previous version sent: read during a rolling deploy, when both versions run.
 */
export function readChangeNotices(payload: string): TChangeNotice[] | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const notices = (Array.isArray(value) ? value : [value]).map(readNotice);
  return notices.every((notice) => notice !== null) ? (notices as TChangeNotice[]) : null;
}

type TAnnouncer = { pending: Map<string, TChangeNotice>; scheduled: boolean; lastSentAt: number };

const announcerOf = perDatabase(
  (): TAnnouncer => ({ pending: new Map(), scheduled: false, lastSentAt: Number.NEGATIVE_INFINITY }),
);

/**
 * Publishes a change already committed, without making the caller wait. A NOTIFY costs PostgreSQL a
 * commit serialised with every other one, and each listening process a message to read: one per save
 * was a tenth of the habit-log save's CPU (decision 0024). So changes wait for the process's next
 * notice, at most one in flight and one per gap, and a change made during a notice is in the next.
 * Never for a transaction: use publishChange there.
 */
export function announceChange(db: Database, userId: string, kind: TChangeKind): void {
  const announcer = announcerOf(db);
  announcer.pending.set(`${userId} ${kind}`, { user_id: userId, kind });
  if (!announcer.scheduled) scheduleNotice(db, announcer);
}

function scheduleNotice(db: Database, announcer: TAnnouncer): void {
  announcer.scheduled = true;
  const wait = Math.max(0, announcer.lastSentAt + noticeGapMs - performance.now());
  // Tracked from now, so a shutdown (or a test waiting for the database at rest) waits for it too.
  const sent = new Promise((resolve) => setTimeout(resolve, wait)).then(() => sendPending(db, announcer));
  writeInBackground(db, sent);
}

async function sendPending(db: Database, announcer: TAnnouncer): Promise<void> {
  const notices = [...announcer.pending.values()];
  announcer.pending.clear();
  announcer.lastSentAt = performance.now();
  try {
    await sendNotices(db, notices);
  } catch {
    // Open streams are a courtesy: the changes are saved whatever happens to their notice.
  }
  announcer.scheduled = false;
  if (announcer.pending.size > 0) scheduleNotice(db, announcer);
}
