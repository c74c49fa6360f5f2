import type { TSingleAction } from '../../../domain/actions/validate-action';
import type { Database } from '../../db/client';
import type { TActionAppliers, TAppliedStep } from './applied-step';
import { dayAppliers } from './apply-day-actions';
import { goalAppliers } from './apply-goal-actions';
import { habitAppliers } from './apply-habit-actions';
import { skillAppliers } from './apply-skill-actions';
import type { TLoadedActionContext } from './load-action-context';

/** One applier per action type, each through the service that owns the rows it touches. */
const appliers: TActionAppliers = { ...habitAppliers, ...goalAppliers, ...skillAppliers, ...dayAppliers };

/** Applies one validated action (its step references already resolved). */
export function applyAction(
  db: Database,
  userId: string,
  action: TSingleAction,
  context: TLoadedActionContext,
): Promise<TAppliedStep> {
  // TypeScript cannot tie the applier picked by `type` to the action's own type, so it is widened here.
  const apply = appliers[action.type] as (input: {
    db: Database;
    userId: string;
    action: TSingleAction;
    context: TLoadedActionContext;
  }) => Promise<TAppliedStep>;
  return apply({ db, userId, action, context });
}
