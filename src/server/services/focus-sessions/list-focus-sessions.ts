import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { focusSessions } from '../../db/schema';
import { presentFocusSession, type TFocusSessionDto } from './present-focus-session';

export const focusSessionPageMax = 200;

/** The user's latest focus sessions, newest start first; planned blocks not run yet are not sessions. */
export async function listFocusSessions(
  db: Database,
  userId: string,
  limit: number,
): Promise<TFocusSessionDto[]> {
  const rows = await db
    .select()
    .from(focusSessions)
    .where(and(eq(focusSessions.userId, userId), eq(focusSessions.planned, false)))
    .orderBy(desc(focusSessions.startedAt))
    .limit(Math.min(limit, focusSessionPageMax));
  return rows.map(presentFocusSession);
}
