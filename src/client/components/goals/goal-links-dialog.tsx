import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { validateLinkHabitToGoal } from '@/domain/actions/link-habit-to-goal.action';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';
import { useLinkHabitToGoal, useUnlinkHabitFromGoal } from '../../hooks/use-goal-mutations';
import { habitsOfDayQuery, refetchIfInvalidated } from '../../hooks/use-habits-of-day';
import { useValidatedForm } from '../../hooks/use-validated-form';
import type { TGoalWithProgress } from '../../lib/goals-api';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FormAlert } from '../ui/form-alert';
import { SelectField } from '../ui/select-field';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';

type TGoalLinksDialogProps = { goal: TGoalWithProgress; onClose: () => void };
type TValues = { habit_id: string; contribution: string };

/**
 * The habits that move a goal, each with a contribution weight (0 to 5, checked by the
 * link_habit_to_goal rules). The choice is among the user's active habits (GET /api/habits).
 */
export function GoalLinksDialog({ goal, onClose }: TGoalLinksDialogProps) {
  const habits = useQuery({ ...habitsOfDayQuery(null, 'active'), refetchOnMount: refetchIfInvalidated });
  const link = useLinkHabitToGoal();
  const unlink = useUnlinkHabitFromGoal();
  const [serverError, setServerError] = useState<string | null>(null);
  const allHabits = habits.data?.habits ?? [];
  const linkedIds = new Set(goal.links.map((item) => item.habit_id));
  const unlinked = allHabits.filter((habit) => !linkedIds.has(habit.id));
  const nameOf = (habitId: string) =>
    allHabits.find((habit) => habit.id === habitId)?.name ?? 'Archived habit';

  const validate = (values: TValues) =>
    validateLinkHabitToGoal(
      { goal_id: goal.id, ...values },
      { ownedGoalIds: [goal.id], ownedHabitIds: allHabits.map((habit) => habit.id) },
    );
  const { values, field, handleSubmit } = useValidatedForm<TValues>(
    { habit_id: '', contribution: '1' },
    (formValues): TFieldErrors<keyof TValues> => {
      const verdict = validate(formValues);
      const contribution = verdict.ok ? undefined : verdict.errors.find((m) => m.startsWith('Contribution'));
      return { contribution };
    },
  );
  // The chosen habit, or the first one left once it has been linked.
  const habitId = unlinked.some((habit) => habit.id === values.habit_id)
    ? values.habit_id
    : (unlinked[0]?.id ?? '');

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Habits for ${goal.name}`}
      description="Linked habits move the goal’s progress; a higher contribution counts more."
    >
      <div className="space-y-5">
        {goal.links.length === 0 ? (
          <p className="text-sm text-ink-muted">No habits linked yet.</p>
        ) : (
          <ul aria-label="Linked habits" className="divide-y divide-line rounded-lg border border-line">
            {goal.links.map((item) => (
              <li key={item.habit_id} className="flex items-center gap-3 px-3 py-2">
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{nameOf(item.habit_id)}</span>
                <span className="text-sm text-ink-muted">Contribution {item.contribution}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Unlink ${nameOf(item.habit_id)}`}
                  onClick={() => unlink.mutate({ id: goal.id, habitId: item.habit_id })}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}

        {habits.isPending ? (
          <Spinner />
        ) : habits.isError ? (
          <FormAlert>We couldn’t load your habits: {habits.error.message}</FormAlert>
        ) : unlinked.length === 0 ? (
          <p className="text-sm text-ink-muted">
            {allHabits.length === 0 ? 'Create a habit on Today first.' : 'Every habit is linked.'}
          </p>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={handleSubmit((formValues) => {
              const verdict = validate({ ...formValues, habit_id: habitId });
              if (!verdict.ok) return setServerError(verdict.errors.join(' '));
              setServerError(null);
              link.mutate(
                { id: goal.id, habitId: verdict.value.habit_id, contribution: verdict.value.contribution },
                {
                  onSuccess: () => setServerError(null),
                  onError: (error) => setServerError(error.message),
                },
              );
            })}
          >
            <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
              <SelectField
                {...field('habit_id')}
                value={habitId}
                label="Habit"
                options={unlinked.map((habit) => ({ value: habit.id, label: habit.name }))}
              />
              <TextField
                {...field('contribution')}
                label="Contribution"
                type="number"
                inputMode="decimal"
                min={0}
                max={5}
                step="any"
              />
            </div>
            {serverError && <FormAlert>{serverError}</FormAlert>}
            <div className="flex justify-end">
              <Button type="submit" variant="secondary" pending={link.isPending}>
                Link habit
              </Button>
            </div>
          </form>
        )}
        <div className="flex justify-end border-t border-line pt-4">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}
