import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../test/test-database';
import { readRows } from './read-rows';

/**
 * Decision 0029: a schema Citus can distribute by user_id. Every unique index (primary keys
 * included) of a table with a user_id column must include user_id, or be named below with the way it
 * is handled before distribution. Read from the migrated database itself, so a constraint added by
 * any migration is seen. A new unique key without user_id fails here until it is decided.
 */
type TPlan =
  /** A value looked up before the user is known: a lookup table keyed by it, holding user_id. */
  | 'lookup'
  /** A small table read by value across users: a Citus reference table, copied to every node. */
  | 'reference'
  /** The operator's table, whose rows may have no user: kept on the coordinator (a Citus local table). */
  | 'local';

const decided: Record<string, TPlan> = {
  // Looked up before the user is known.
  'accountability_invites.token_hash': 'lookup', // the invite link's token
  'dashboards.slug': 'lookup', // the public dashboard's address
  'dashboards.hash': 'lookup', // the public dashboard's unguessable address
  'sessions.token': 'lookup', // the session cookie (Better Auth)
  'push_subscriptions.endpoint': 'lookup', // a browser's push address moves to whoever subscribes it
  // Billing: one row per paying user, found by the provider's ids in its webhooks.
  'billing_customers.stripe_customer_id': 'reference',
  'subscriptions.provider,provider_subscription_id': 'reference',
  // Crash reports: user_id is null for a signed-out visitor's, so it cannot be in the key; only the
  // operator reads them, across users.
  'error_reports.id': 'local',
  // Page views: user_id is null for a signed-out visitor's; only the operator counts them, across users.
  'page_views.id': 'local',
};

const uniqueKeysWithoutUserId = sql`
  select c.relname as "table",
    array_to_string(array(
      select a.attname from unnest(ix.indkey) with ordinality k(attnum, n)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.n), ',') as "columns"
  from pg_index ix
  join pg_class c on c.oid = ix.indrelid
  join pg_namespace ns on ns.oid = c.relnamespace
  where ns.nspname = 'public' and ix.indisunique
    and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'user_id' and not a.attisdropped)
    and not exists (
      select 1 from unnest(ix.indkey) k(attnum)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum where a.attname = 'user_id')
  order by 1, 2`;

describe('a schema Citus can distribute by user_id', () => {
  it('has no unique key of a user-owned table without user_id, except those decided in 0029', async () => {
    const database = await getTestDatabase();
    const rows = readRows<{ table: string; columns: string }>(
      await database.db.execute(uniqueKeysWithoutUserId),
    );
    const undecided = rows.map((row) => `${row.table}.${row.columns}`).filter((key) => !(key in decided));
    expect(undecided).toEqual([]);
    // Every exception still exists: one made obsolete by a migration is taken off the list.
    const found = new Set(rows.map((row) => `${row.table}.${row.columns}`));
    expect(Object.keys(decided).filter((key) => !found.has(key))).toEqual([]);
  });
});
