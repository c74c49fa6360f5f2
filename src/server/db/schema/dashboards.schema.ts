import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dashboardVisibilities } from '../../../domain/dashboards/dashboard-rules';
import { createdAt, id, ownedKey, updatedAt, userId } from './columns';

/**
 * A user's public dashboard (issue 19): one per user. Nothing is shown until chosen: the ids of the
 * habits, goals and skills it shows are listed here, and an item deleted later simply drops out.
 * The hash is the unguessable part of /d/{hash}; regenerating it revokes every old link.
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: id(),
    userId: userId().unique('dashboards_user_id_key'),
    /** Lower case; null until the owner picks one (an unlisted or private dashboard needs none). */
    slug: text('slug'),
    title: text('title').notNull().default(''),
    bio: text('bio').notNull().default(''),
    visibility: text('visibility', { enum: dashboardVisibilities }).notNull().default('private'),
    hash: text('hash').notNull(),
    habitIds: jsonb('habit_ids').$type<string[]>().notNull().default([]),
    goalIds: jsonb('goal_ids').$type<string[]>().notNull().default([]),
    skillIds: jsonb('skill_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    ownedKey(table),
    uniqueIndex('dashboards_slug_key').on(table.slug),
    uniqueIndex('dashboards_hash_key').on(table.hash),
    check('dashboards_visibility_check', sql`${table.visibility} in ('public', 'unlisted', 'private')`),
  ],
);
