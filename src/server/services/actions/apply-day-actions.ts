import { formatCount } from '../../../domain/text/format-count';
import { saveDailyInsights } from '../daily-insights/save-daily-insights';
import { createFocusSession } from '../focus-sessions/create-focus-session';
import { scheduleDay } from '../focus-sessions/schedule-day';
import { updatePreferences } from '../preferences/update-preferences';
import { setDailyFocus } from '../set-daily-focus';
import { describeStep, type TActionAppliers } from './applied-step';

export const dayAppliers: Pick<
  TActionAppliers,
  'set_focus' | 'create_focus_session' | 'create_daily_insights' | 'schedule_day' | 'update_user_preferences'
> = {
  set_focus: async ({ db, userId, action, context }) => {
    await setDailyFocus(db, userId, action.date, { focus: action.focus }, context.now);
    return describeStep(action);
  },
  create_focus_session: async ({ db, userId, action, context }) => {
    const { minutes, seconds, started_at, goal_id, habit_id } = action;
    const { focus_session } = await createFocusSession(
      db,
      userId,
      // An action stored before seconds were kept has none.
      { minutes, seconds: seconds ?? null, started_at: new Date(started_at), goal_id, habit_id },
      context.now,
    );
    return describeStep(action, [{ type: 'focus_session', id: focus_session.id }]);
  },
  create_daily_insights: async ({ db, userId, action, context }) => {
    const { insights, metrics } = action;
    await saveDailyInsights(db, userId, action.date, { insights, metrics }, context.now);
    return describeStep(action);
  },
  schedule_day: async ({ db, userId, action, context }) => {
    const { session_ids, failures } = await scheduleDay(db, userId, action, context.timeZone);
    const created = session_ids.map((id) => ({ type: 'focus_session' as const, id }));
    if (failures.length === 0) return describeStep(action, created);
    const failed = failures.map((failure) => `${failure.title}: ${failure.error}`).join('; ');
    return {
      message: `Scheduled ${formatCount(session_ids.length, 'session')} on ${action.date}; ${failures.length} failed (${failed}).`,
      created,
      referenceId: null,
    };
  },
  update_user_preferences: async ({ db, userId, action }) => {
    await updatePreferences(db, userId, action.changes);
    return describeStep(action);
  },
};
