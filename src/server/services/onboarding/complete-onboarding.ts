import { sql } from 'drizzle-orm';
import type { TOnboardingRequest } from '../../../domain/onboarding/onboarding-api';
import { toOnboardingActions } from '../../../domain/onboarding/onboarding-options';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';
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
