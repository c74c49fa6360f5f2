import type { TCoachAction } from './coach-answer';

// Things done or asked for on their own; a change ("rename … and make the target 10") spans its clauses.
export const standaloneTypes = new Set([
  'log_habit',
  'create_skill_entry',
  'create_focus_session',
  'create_habit',
  'create_goal',
  'set_focus',
  'schedule_day',
]);

/**
 * "an hour of scales and 20 min of sight reading", "rename Journal to Diary and pause stretch": actions
 * on different things (or days) are separate requests; a change whose clauses name one thing stays one.
 */
export function distinctSubjects(actions: TCoachAction[]): boolean {
  // What each action is about: the rows it acts on (a link's habit and goal together: "link stretching to
  // the marathon and to the weight goal"), or the name of what it creates ("track sleep and water").
  const subjects = actions.map((action) => {
    const rows = [action.skill_id, action.habit_id, action.goal_id].filter((id) => id !== undefined);
    return rows.length > 0 ? rows.join(' ') : (action.name ?? action.title ?? null);
  });
  if (actions.length < 2 || subjects.includes(null)) return false;
  if (new Set(subjects).size === actions.length) return true;
  // One thing on several days ("log meditation for today and yesterday") is several reports too.
  const reports = actions.every((action) => standaloneTypes.has(action.type));
  const days = actions.map((action, index) => JSON.stringify([subjects[index], action.date ?? null]));
  return reports && new Set(days).size === actions.length;
}
