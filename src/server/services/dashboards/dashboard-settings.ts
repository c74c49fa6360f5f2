import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  dashboardPaths,
  publicNeedsSlugMessage,
  slugTakenMessage,
} from '../../../domain/dashboards/dashboard-rules';
import type { TDashboardSettings, TSavedDashboardUpdate } from '../../../domain/dashboards/dashboards-api';
import type { Database } from '../../db/client';
import { dashboards, goals, habits, skills, users } from '../../db/schema';
import { announceChange } from '../../realtime/publish-change';
import { ServiceError } from '../service-error';

type TDashboardRow = typeof dashboards.$inferSelect;
type TSavedUpdate = TSavedDashboardUpdate;

/** 144 random bits in 24 URL-safe characters: a link nobody can guess or count through. */
export function newDashboardHash(): string {
  return randomBytes(18).toString('base64url');
}

async function loadChoices(db: Database, userId: string) {
  const [habitRows, goalRows, skillRows] = await Promise.all([
    db
      .select({ id: habits.id, name: habits.name })
      .from(habits)
      .where(eq(habits.userId, userId))
      .orderBy(asc(habits.sortOrder), asc(habits.createdAt)),
    db
      .select({ id: goals.id, name: goals.name })
      .from(goals)
      .where(eq(goals.userId, userId))
      .orderBy(asc(goals.createdAt)),
    db
      .select({ id: skills.id, name: skills.name })
      .from(skills)
      .where(eq(skills.userId, userId))
      .orderBy(asc(skills.createdAt)),
  ]);
  return { habits: habitRows, goals: goalRows, skills: skillRows };
}

function present(
  row: TDashboardRow | undefined,
  hash: string,
  choices: TDashboardSettings['choices'],
  ownerName: string | null,
): TDashboardSettings {
  // Ids of items deleted since are left out, so the editor shows what visitors see.
  const keep = (ids: readonly string[], items: readonly { id: string }[]) =>
    ids.filter((id) => items.some((item) => item.id === id));
  const base = {
    slug: row?.slug ?? null,
    title: row?.title ?? '',
    bio: row?.bio ?? '',
    visibility: row?.visibility ?? ('private' as const),
    hash: row?.hash ?? hash,
  };
  return {
    dashboard: {
      ...base,
      habit_ids: keep(row?.habitIds ?? [], choices.habits),
      goal_ids: keep(row?.goalIds ?? [], choices.goals),
      skill_ids: keep(row?.skillIds ?? [], choices.skills),
      paths: dashboardPaths(base),
      saved: row !== undefined,
    },
    owner_name: ownerName,
    choices,
  };
}

async function loadOwnerName(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const name = row?.name.trim() ?? '';
  return name === '' ? null : name;
}

/** The owner's dashboard for the editor; a user who never saved one gets a private, empty one. */
export async function readDashboardSettings(db: Database, userId: string): Promise<TDashboardSettings> {
  const [[row], choices, ownerName] = await Promise.all([
    db.select().from(dashboards).where(eq(dashboards.userId, userId)),
    loadChoices(db, userId),
    loadOwnerName(db, userId),
  ]);
  return present(row, newDashboardHash(), choices, ownerName);
}

async function checkOwned(
  db: Database,
  table: typeof habits | typeof goals | typeof skills,
  userId: string,
  ids: readonly string[],
  what: string,
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), inArray(table.id, unique)));
  if (rows.length !== unique.length) {
    throw new ServiceError(
      'invalid',
      `A chosen ${what} is not one of yours, or was deleted. Reload and choose again.`,
    );
  }
  return unique;
}

/** Saves the whole dashboard: its link name (unique), words, visibility and exactly the chosen items. */
export async function saveDashboard(
  db: Database,
  userId: string,
  update: TSavedUpdate,
): Promise<TDashboardSettings> {
  if (update.visibility === 'public' && update.slug === null) {
    throw new ServiceError('invalid', publicNeedsSlugMessage);
  }
  const [habitIds, goalIds, skillIds] = await Promise.all([
    checkOwned(db, habits, userId, update.habit_ids, 'habit'),
    checkOwned(db, goals, userId, update.goal_ids, 'goal'),
    checkOwned(db, skills, userId, update.skill_ids, 'skill'),
  ]);
  if (update.slug !== null) {
    const [taken] = await db
      .select({ id: dashboards.id })
      .from(dashboards)
      .where(and(eq(dashboards.slug, update.slug), ne(dashboards.userId, userId)));
    if (taken) throw new ServiceError('invalid', slugTakenMessage(update.slug));
  }
  const values = {
    slug: update.slug,
    title: update.title,
    bio: update.bio,
    visibility: update.visibility,
    habitIds,
    goalIds,
    skillIds,
    updatedAt: new Date(),
  };
  try {
    await db
      .insert(dashboards)
      .values({ userId, hash: newDashboardHash(), ...values })
      .onConflictDoUpdate({ target: dashboards.userId, set: values });
  } catch (error) {
    // Two users claiming the same name at once: the unique index decides, and the loser is told plainly.
    if (
      update.slug !== null &&
      String((error as { cause?: unknown }).cause ?? error).includes('dashboards_slug_key')
    ) {
      throw new ServiceError('invalid', slugTakenMessage(update.slug));
    }
    throw error;
  }
  // Open /u/{slug}/live pages re-read the dashboard: a newly chosen item appears, a removed one goes.
  announceChange(db, userId, 'preferences');
  return readDashboardSettings(db, userId);
}

/** A new hash: every /d/ link given out before stops working at once. */
export async function regenerateDashboardHash(db: Database, userId: string): Promise<TDashboardSettings> {
  const hash = newDashboardHash();
  await db
    .insert(dashboards)
    .values({ userId, hash })
    .onConflictDoUpdate({ target: dashboards.userId, set: { hash, updatedAt: new Date() } });
  announceChange(db, userId, 'preferences');
  return readDashboardSettings(db, userId);
}
