import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.schema';
import { createdAt, id, ownedKey, userId } from './columns';

/**
 * An invitation to become someone's accountability partner (issue 19): by e-mail or as a link. Single
 * use, 7 days, revocable. Only a SHA-256 of the link's secret is kept, as for API tokens.
 */
export const accountabilityInvites = pgTable(
  'accountability_invites',
  {
    id: id(),
    /** The inviter. */
    userId: userId(),
    /** The address it was e-mailed to; null for a link to pass on by hand. */
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [ownedKey(table), uniqueIndex('accountability_invites_token_hash_key').on(table.tokenHash)],
);

/**
 * Two partners, one row per pair and per side: each user holds a row naming the other, so every read is
 * by the reader's own user_id. Ending deletes both rows at once.
 */
export const accountabilityPartners = pgTable(
  'accountability_partners',
  {
    userId: userId(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.partnerId] }),
    index('accountability_partners_partner_id_idx').on(table.partnerId),
    check('accountability_partners_not_self', sql`${table.userId} <> ${table.partnerId}`),
  ],
);

/** A cheer or a nudge from one partner to the other; kept so both can see it, and e-mailed. */
export const accountabilityMessages = pgTable(
  'accountability_messages',
  {
    id: id(),
    /** The sender. */
    userId: userId(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cheer', 'nudge'] }).notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    index('accountability_messages_user_id_idx').on(table.userId, table.createdAt),
    index('accountability_messages_recipient_id_idx').on(table.recipientId, table.createdAt),
    check('accountability_messages_kind_check', sql`${table.kind} in ('cheer', 'nudge')`),
  ],
);

/**
 * The weekly summary job's claims: one row per user and week. Whichever server process inserts it first
 * sends that user's e-mail; every other process's insert finds it there and sends nothing.
 */
export const weeklySummaryRuns = pgTable(
  'weekly_summary_runs',
  {
    userId: userId(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);
