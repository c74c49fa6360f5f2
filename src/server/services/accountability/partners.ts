import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  isGoalShared,
  type TAccountabilityOverview,
  type TPartner,
  type TPartnerMessage,
  type TSharedGoal,
} from '../../../domain/accountability/accountability-api';
import type { Database } from '../../db/client';
import {
  accountabilityMessages,
  accountabilityPartners,
  goals,
  userPreferences,
  users,
} from '../../db/schema';
import { announceChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { loadPreferencesMetadata } from '../goals/goal-metadata';
import { goalNotFound } from '../goals/goal-not-found';
import { listGoals } from '../goals/list-goals';
import { ServiceError } from '../service-error';
import { listInvites } from './invites';

const nameOf = (name: string | null | undefined) => (name?.trim() ? name.trim() : null);

/** The goals a user shares with partners (goal_accountability[goalId].shared), allow-listed field by field. */
export async function loadSharedGoals(db: Database, userId: string): Promise<TSharedGoal[]> {
  const metadata = await loadPreferencesMetadata(db, userId);
  const map = metadata.goal_accountability ?? {};
  const sharedIds = Object.entries(map)
    .filter(([, entry]) => isGoalShared(entry))
    .map(([goalId]) => goalId);
  if (sharedIds.length === 0) return [];
  const { goals: all } = await listGoals(db, userId);
  return all
    .filter((goal) => sharedIds.includes(goal.id))
    .map((goal) => ({
      id: goal.id,
      name: goal.name,
      status: goal.status,
      end_date: goal.end_date,
      progress: goal.progress.progress,
      target_value: goal.target_value,
      unit: goal.unit,
      source: goal.progress.source,
      logged_value: goal.progress.logged_value,
    }));
}

export async function listPartners(db: Database, userId: string): Promise<TPartner[]> {
  const rows = await db
    .select({
      id: accountabilityPartners.partnerId,
      name: users.name,
      since: accountabilityPartners.createdAt,
    })
    .from(accountabilityPartners)
    .innerJoin(users, eq(users.id, accountabilityPartners.partnerId))
    .where(eq(accountabilityPartners.userId, userId))
    .orderBy(asc(accountabilityPartners.createdAt));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: nameOf(row.name),
      since: row.since.toISOString(),
      goals: await loadSharedGoals(db, row.id),
    })),
  );
}

export async function isPartner(db: Database, userId: string, partnerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accountabilityPartners.partnerId })
    .from(accountabilityPartners)
    .where(and(eq(accountabilityPartners.userId, userId), eq(accountabilityPartners.partnerId, partnerId)));
  return row !== undefined;
}

/** The last 30 cheers and nudges between the user and their current partners, newest first. */
export async function listPartnerMessages(db: Database, userId: string): Promise<TPartnerMessage[]> {
  const partnerRows = await db
    .select({ id: accountabilityPartners.partnerId })
    .from(accountabilityPartners)
    .where(eq(accountabilityPartners.userId, userId));
  const partnerIds = partnerRows.map((row) => row.id);
  if (partnerIds.length === 0) return [];
  const rows = await db
    .select()
    .from(accountabilityMessages)
    .where(
      or(
        and(
          eq(accountabilityMessages.userId, userId),
          inArray(accountabilityMessages.recipientId, partnerIds),
        ),
        and(
          eq(accountabilityMessages.recipientId, userId),
          inArray(accountabilityMessages.userId, partnerIds),
        ),
      ),
    )
    .orderBy(desc(accountabilityMessages.createdAt))
    .limit(30);
  const names = new Map(
    (
      await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, partnerIds))
    ).map((row) => [row.id, nameOf(row.name)]),
  );
  return rows.map((row) => {
    const fromMe = row.userId === userId;
    const partnerId = fromMe ? row.recipientId : row.userId;
    return {
      id: row.id,
      kind: row.kind,
      message: row.message,
      from_me: fromMe,
      partner_id: partnerId,
      partner_name: names.get(partnerId) ?? null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function loadAccountabilityOverview(
  db: Database,
  userId: string,
): Promise<TAccountabilityOverview> {
  const [partners, invites, messages, metadata, goalRows] = await Promise.all([
    listPartners(db, userId),
    listInvites(db, userId),
    listPartnerMessages(db, userId),
    loadPreferencesMetadata(db, userId),
    db
      .select({ id: goals.id, name: goals.name })
      .from(goals)
      .where(eq(goals.userId, userId))
      .orderBy(asc(goals.createdAt)),
  ]);
  const map = metadata.goal_accountability ?? {};
  return {
    partners,
    invites,
    messages,
    my_goals: goalRows.map((goal) => ({ ...goal, shared: isGoalShared(map[goal.id]) })),
  };
}

/** Ends a partnership for both at once: neither sees the other's goals from the next read on. */
export async function endPartnership(db: Database, userId: string, partnerId: string): Promise<void> {
  const deleted = await db
    .delete(accountabilityPartners)
    .where(
      or(
        and(eq(accountabilityPartners.userId, userId), eq(accountabilityPartners.partnerId, partnerId)),
        and(eq(accountabilityPartners.userId, partnerId), eq(accountabilityPartners.partnerId, userId)),
      ),
    )
    .returning({ userId: accountabilityPartners.userId });
  if (deleted.length === 0)
    throw new ServiceError('not_found', 'You have no accountability partner with this id.');
  announceChange(db, partnerId, 'preferences');
}

/**
 * Shares a goal with partners or stops sharing it: goal_accountability[goalId].shared, merged into the
 * goal's entry (its other fields, such as the plan's accountability text, stay as they are).
 */
export async function setGoalSharing(db: Database, userId: string, goalId: string, shared: boolean) {
  const goal = await findOwnedId(db, goals, userId, goalId, goalNotFound);
  await db.transaction(async (tx) => {
    await tx.insert(userPreferences).values({ userId }).onConflictDoNothing();
    const metadata = sql`coalesce(${userPreferences.metadata}, '{}'::jsonb)`;
    const map = sql`coalesce(${metadata} -> 'goal_accountability', '{}'::jsonb)`;
    const entry = sql`(case when jsonb_typeof(${map} -> ${goal}::text) = 'object' then ${map} -> ${goal}::text else '{}'::jsonb end)`;
    await tx
      .update(userPreferences)
      .set({
        metadata: sql`jsonb_set(${metadata}, array['goal_accountability'], ${map} || jsonb_build_object(${goal}::text, ${entry} || jsonb_build_object('shared', ${shared}::boolean)))`,
        updatedAt: sql`now()`,
      })
      .where(eq(userPreferences.userId, userId));
  });
  announceChange(db, userId, 'preferences');
  return { shared };
}
