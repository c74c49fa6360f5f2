import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';

/**
 * "add a subskill called improvisation to guitar and log 20 min on it", "create a goal to … and link
 * reading to it": a later clause of one message may act on what an earlier clause creates. The row
 * created is added to the context the later clauses are read in, under the batch's reference to it
 * (`$1` for the first action), and "it" or "that" in a later clause is read as its name.
 */

const pronoun = /\b(?:it|that one|this one|that|them)\b/;

/** The context with the row an action creates, named by its reference in the batch; unchanged otherwise. */
export function withCreatedRow(context: TCoachContext, action: TCoachAction, ref: string): TCoachContext {
  const name =
    typeof action.name === 'string' ? action.name : typeof action.title === 'string' ? action.title : null;
  if (name === null) return context;
  if (action.type === 'create_user_subskill' && typeof action.parent_skill_id === 'string')
    return {
      ...context,
      subskills: [...context.subskills, { id: ref, parent_skill_id: action.parent_skill_id, name }],
    };
  if (action.type === 'create_goal') {
    const goal = {
      id: ref,
      name,
      description: null,
      type: typeof action.target_value === 'number' ? 'numeric' : 'milestone',
      target_value: typeof action.target_value === 'number' ? action.target_value : null,
      target_metric: null,
      unit: typeof action.unit === 'string' ? action.unit : null,
      end_date: typeof action.end_date === 'string' ? action.end_date : null,
      status: 'active',
      created_at: context.now,
    };
    return { ...context, goals: [...context.goals, goal] };
  }
  return context;
}

/** The name of the row an earlier clause created, in place of the later clause's "it". */
export function referBack(clause: string, created: string | null): string {
  return created === null ? clause : clause.replace(pronoun, created.toLowerCase());
}

/** The name of what an action creates, if it creates a row later clauses can act on. */
export function createdName(action: TCoachAction): string | null {
  if (action.type !== 'create_user_subskill' && action.type !== 'create_goal') return null;
  const name = action.name ?? action.title;
  return typeof name === 'string' ? name : null;
}
