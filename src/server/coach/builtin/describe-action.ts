import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';
import { bold } from './write-reply';

/**
 * One short phrase for a proposed action, for the question the coach asks when two readings are about
 * as likely: "log **Run**", "create a new habit **Marathon**", "mark the goal **Run a marathon** done".
 */

const phrases: Record<string, string> = {
  batch: 'do several things at once',
  create_focus_session: 'log a focus session',
  create_goal: 'set a new goal',
  create_goal_baseline: 'record a starting point for a goal',
  create_habit: 'create a new habit',
  create_skill_entry: 'log skill practice',
  create_user_subskill: 'add a subskill',
  link_habit_to_goal: 'link a habit to a goal',
  link_habit_to_skill: 'link a habit to a skill',
  log_habit: 'log a habit',
  schedule_day: 'plan your day',
  set_focus: "set the day's focus",
  update_goal: 'change a goal',
  update_habit: 'change a habit',
  update_skill_baseline: "set a skill's starting hours",
  update_user_preferences: 'change your settings',
};

/** What an intent means, in a few words. */
export function describeIntent(intent: string): string {
  return phrases[intent] ?? 'something else';
}

function nameOf(rows: readonly { id: string; name: string }[], id: unknown): string {
  return rows.find((row) => row.id === id)?.name ?? '';
}

export function describeAction(action: TCoachAction, context: TCoachContext): string {
  const habit = nameOf(context.habits, action.habit_id);
  const goal = nameOf(context.goals, action.goal_id);
  switch (action.type) {
    case 'log_habit':
      return habit ? `log ${bold(habit)}` : describeIntent(action.type);
    case 'update_habit':
      return habit ? `change the habit ${bold(habit)}` : describeIntent(action.type);
    case 'update_goal':
      return goal ? `change the goal ${bold(goal)}` : describeIntent(action.type);
    case 'create_goal_baseline':
      return goal ? `record a starting point for ${bold(goal)}` : describeIntent(action.type);
    case 'create_habit':
      return typeof action.name === 'string'
        ? `create a new habit ${bold(action.name)}`
        : describeIntent(action.type);
    case 'create_goal':
      return typeof action.title === 'string'
        ? `set a new goal ${bold(action.title)}`
        : describeIntent(action.type);
    case 'set_focus':
      return typeof action.focus === 'string'
        ? `make ${bold(action.focus)} your focus`
        : describeIntent(action.type);
    default:
      return describeIntent(action.type);
  }
}
