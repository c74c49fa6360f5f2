import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { focusSessions } from '../../db/schema';
import { presentFocusSession, type TFocusSessionDto } from './present-focus-session';

export const focusSessionPageMax = 200;

/** The user's latest focus sessions, newest start first. */
export async function listFocusSessions(
  db: Database,
  userId: string,
  limit: number,
): Promise<TFocusSessionDto[]> {
  const rows = await db
    .select()
    .from(focusSessions)
    .where(eq(focusSessions.userId, userId))
    .orderBy(desc(focusSessions.startedAt))
    .limit(Math.min(limit, focusSessionPageMax));
  return rows.map(presentFocusSession);
}
