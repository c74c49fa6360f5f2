import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type TPreferencesMetadata, userPreferences } from '../../db/schema';

/**
 * A goal's schedule, weekly hours, plan and accountability live in user_preferences.metadata (spec 3),
 * each a map keyed by goal id. These are the maps, under the names the API gives a goal's fields.
 */
export const goalMetadataMaps = {
  schedule: 'goal_schedules',
  weekly_hours: 'goal_weekly_hours',
  plan: 'goal_plans',
  accountability: 'goal_accountability',
} as const;

export type TGoalMetadataField = keyof typeof goalMetadataMaps;

export type TGoalMetadataDto = {
  schedule: unknown;
  weekly_hours: number | null;
  plan: unknown;
  accountability: unknown;
};

/** One goal's entries of the four maps; null where it has none. */
export function pickGoalMetadata(metadata: TPreferencesMetadata, goalId: string): TGoalMetadataDto {
  const read = (field: TGoalMetadataField) => {
    const map = metadata[goalMetadataMaps[field]];
    return typeof map === 'object' && map !== null
      ? ((map as Record<string, unknown>)[goalId] ?? null)
      : null;
  };
  const weeklyHours = read('weekly_hours');
  return {
    schedule: read('schedule'),
    weekly_hours: typeof weeklyHours === 'number' ? weeklyHours : null,
    plan: read('plan'),
    accountability: read('accountability'),
  };
}

export async function loadPreferencesMetadata(db: Database, userId: string): Promise<TPreferencesMetadata> {
  const [row] = await db
    .select({ metadata: userPreferences.metadata })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.metadata ?? {};
}

/**
 * Sets (or, with undefined, leaves) a goal's entries in one UPDATE that edits only those keys, so a
 * concurrent change to another goal or to onboarding is never overwritten by a stale copy.
 */
export function setGoalMetadataSql(
  goalId: string,
  values: Partial<Record<TGoalMetadataField, unknown>>,
): SQL {
  let metadata: SQL = sql`coalesce(${userPreferences.metadata}, '{}'::jsonb)`;
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const map = goalMetadataMaps[field as TGoalMetadataField];
    metadata = sql`jsonb_set(${metadata}, array[${map}::text], coalesce(${metadata} -> ${map}::text, '{}'::jsonb) || jsonb_build_object(${goalId}::text, ${JSON.stringify(value)}::jsonb))`;
  }
  return metadata;
}

/** Removes a goal's key from every one of the four maps. */
export function removeGoalMetadataSql(goalId: string): SQL {
  return Object.values(goalMetadataMaps).reduce<SQL>(
    (metadata, map) => sql`${metadata} #- array[${map}::text, ${goalId}::text]`,
    sql`${userPreferences.metadata}`,
  );
}
