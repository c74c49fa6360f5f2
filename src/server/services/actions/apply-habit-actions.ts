import { publishChange } from '../../realtime/publish-change';
import { createHabit } from '../habits/create-habit';
import { saveHabitLog } from '../habits/save-habit-log';
import { updateHabit } from '../habits/update-habit';
import { describeStep, type TActionAppliers } from './applied-step';

export const habitAppliers: Pick<TActionAppliers, 'create_habit' | 'update_habit' | 'log_habit'> = {
  create_habit: async ({ db, userId, action, context }) => {
    const { habit } = await createHabit(db, userId, action.habit, context.now);
    return { ...describeStep(action, [{ type: 'habit', id: habit.id }]), referenceId: habit.id };
  },
  update_habit: async ({ db, userId, action }) => {
    await updateHabit(db, userId, action.habit_id, action.changes);
    return describeStep(action);
  },
  log_habit: async ({ db, userId, action, context }) => {
    const { habit_id, date, value_number, value_boolean, time_tracked_seconds } = action;
    await saveHabitLog(
      db,
      userId,
      { habit_id, date, value_number, value_boolean, time_tracked_seconds },
      context.now,
    );
    // saveHabitLog sends its notice without waiting, which inside a transaction could come after the
    // commit and be lost; this one goes out with the commit.
    await publishChange(db, userId, 'habit_logs');
    return describeStep(action);
  },
};
