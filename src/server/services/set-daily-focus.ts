import { and, eq, sql } from 'drizzle-orm';
import { checkSetFocus } from '../../domain/actions/set-focus.action';
import { isDateKey } from '../../domain/dates/date-key';
import type { Database } from '../db/client';
import { dailyFocus } from '../db/schema';
import { loadUserToday } from './load-user-today';
import { invalidInput } from './service-error';

export type TDailyFocusDto = { date: string; focus: string | null };

export async function getDailyFocus(db: Database, userId: string, date: string): Promise<TDailyFocusDto> {
  if (!isDateKey(date)) throw invalidInput([`Invalid date format: ${date}`]);
  const [row] = await db
    .select({ focus: dailyFocus.focus })
    .from(dailyFocus)
    .where(and(eq(dailyFocus.userId, userId), eq(dailyFocus.date, date)));
  return { date, focus: row?.focus ?? null };
}

/** Sets the focus of a day (one row per user and date), the focus read by the set_focus schema. */
export async function setDailyFocus(
  db: Database,
  userId: string,
  date: string,
  input: { focus: string },
  now = new Date(),
): Promise<TDailyFocusDto & { warnings: string[] }> {
  if (!isDateKey(date)) throw invalidInput([`Invalid date format: ${date}`]);
  const today = await loadUserToday(db, userId, now);
  const verdict = checkSetFocus({ ...input, date }, { today });
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const { focus } = verdict.value;
  await db
    .insert(dailyFocus)
    .values({ userId, date: verdict.value.date, focus })
    .onConflictDoUpdate({
      target: [dailyFocus.userId, dailyFocus.date],
      set: { focus, updatedAt: sql`now()` },
    });
  return { date: verdict.value.date, focus, warnings: verdict.warnings };
}
