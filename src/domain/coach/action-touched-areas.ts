/** What the app keeps on screen that a coach action can change, so the web app knows what to refresh. */
export type TTouchedArea = 'habits' | 'goals' | 'skills' | 'focus' | 'preferences';

const areasOfType: Record<string, readonly TTouchedArea[]> = {
  create_habit: ['habits'],
  update_habit: ['habits', 'goals'],
  log_habit: ['habits', 'goals', 'skills'],
  create_goal: ['goals'],
  update_goal: ['goals'],
  create_goal_baseline: ['goals'],
  link_habit_to_goal: ['goals'],
  link_habit_to_skill: ['skills'],
  create_skill_entry: ['skills'],
  update_skill_baseline: ['skills'],
  create_user_subskill: ['skills'],
  set_focus: ['focus'],
  create_focus_session: ['focus'],
  schedule_day: ['focus'],
  create_daily_insights: ['focus'],
  update_user_preferences: ['preferences', 'habits'],
};

/** The areas an action touched; a batch touches what its steps touch. Unknown types touch nothing. */
export function listTouchedAreas(action: unknown): TTouchedArea[] {
  const areas = new Set<TTouchedArea>();
  collectAreas(action, areas);
  return [...areas];
}

function collectAreas(action: unknown, areas: Set<TTouchedArea>): void {
  if (typeof action !== 'object' || action === null) return;
  const { type, actions } = action as { type?: unknown; actions?: unknown };
  const key = typeof type === 'string' ? type.trim().toLowerCase() : '';
  if (key === 'batch' && Array.isArray(actions)) {
    for (const step of actions) collectAreas(step, areas);
    return;
  }
  for (const area of areasOfType[key] ?? []) areas.add(area);
}
