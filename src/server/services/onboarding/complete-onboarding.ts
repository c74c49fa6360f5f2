import { eq, sql } from 'drizzle-orm';
import type { TOnboardingRequest } from '../../../domain/onboarding/onboarding-api';
import { toOnboardingActions } from '../../../domain/onboarding/onboarding-options';
import type { Database } from '../../db/client';
import { habits, userPreferences } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { runBatch } from '../actions/run-action';

/**
 * Creates the newcomer's first habits and goal (one batch: all or nothing, by the coach's own rules)
 * and marks onboarding completed in the preferences metadata (spec 3), editing only that key.
 */
export async function completeOnboarding(db: Database, userId: string, request: TOnboardingRequest) {
  const actions = toOnboardingActions(request);
  const created = actions.length > 0 ? (await runBatch(db, userId, { actions })).created : [];
  const onboarding = JSON.stringify({ completed: true, ...(request.area && { area: request.area }) });
  await db
    .insert(userPreferences)
    .values({ userId, metadata: { onboarding: JSON.parse(onboarding) } })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: {
        metadata: sql`jsonb_set(coalesce(${userPreferences.metadata}, '{}'::jsonb), '{onboarding}', coalesce(${userPreferences.metadata} -> 'onboarding', '{}'::jsonb) || ${onboarding}::jsonb)`,
        updatedAt: sql`now()`,
      },
    });
  await publishChange(db, userId, 'preferences');
  return { completed: true as const, created };
}

/** Whether onboarding was completed, and how many habits the account has (archived ones included). */
export async function readOnboardingStatus(db: Database, userId: string) {
  const [preferences] = await db
    .select({ metadata: userPreferences.metadata })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(habits)
    .where(eq(habits.userId, userId));
  return { completed: preferences?.metadata.onboarding?.completed === true, habit_count: count?.value ?? 0 };
}
