import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { isUuid } from './habits/is-uuid';
import type { ServiceError } from './service-error';

type TOwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/**
 * The id, if that row of the table is the user's; otherwise the given not-found error, so that another
 * user's id and an id that never existed answer alike (404, never a hint that the row exists).
 */
export async function findOwnedId(
  db: Database,
  table: TOwnedTable,
  userId: string,
  id: unknown,
  notFound: () => ServiceError,
): Promise<string> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  if (!row) throw notFound();
  return id;
}
