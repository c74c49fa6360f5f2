import { type AnyPgColumn, foreignKey, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.schema';

/**
 * A row's own id: a random UUID, unique with its user_id. The primary key is (user_id, id) so a
 * table can be distributed by user_id (decision 0029); `ownedKey` declares it.
 */
export const id = () => uuid('id').notNull().defaultRandom();

/** Every user-owned row carries user_id, deleted with its user. */
export const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

type TOwnedColumns = { userId: AnyPgColumn; id: AnyPgColumn };

/** The primary key of a user-owned table: (user_id, id). */
export const ownedKey = (table: TOwnedColumns) => primaryKey({ columns: [table.userId, table.id] });

/**
 * A reference from one user-owned row to another of the same user: (user_id, x_id) → parent (user_id,
 * id), so both rows live on one node once distributed, and a row can never point at another user's.
 * For 'set null', migration 0015 writes `ON DELETE SET NULL (x_id)` by hand: drizzle-kit knows no column
 * list, and nulling user_id too would break its NOT NULL.
 */
export const ownedReference = (
  name: string,
  child: { userId: AnyPgColumn; column: AnyPgColumn },
  parent: TOwnedColumns,
  onDelete: 'cascade' | 'set null',
) =>
  foreignKey({
    name,
    columns: [child.userId, child.column],
    foreignColumns: [parent.userId, parent.id],
  }).onDelete(onDelete);
