import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { TValidation } from '@/domain/actions/action-result';
import { linkWeightMax, linkWeightMin } from '@/domain/actions/link-fields';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';
import { useValidatedForm } from '../../hooks/use-validated-form';
import type { THabitsOfDay } from '../../lib/habits-api';
import { FormAlert } from '../ui/form-alert';
import { SelectField } from '../ui/select-field';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';

type TValues = { habit_id: string; weight: string };

type THabitLinkFormProps<TLink> = {
  /** The user's active habits (GET /api/habits): the choice, and what the validator counts as owned. */
  habits: UseQueryResult<THabitsOfDay>;
  linkedHabitIds: readonly string[];
  /** Weight on skills, Contribution on goals: the field's label and the first word of its rule's message. */
  weightLabel: string;
  weightHint?: string;
  /** The link action's rules (link_habit_to_goal or link_habit_to_skill). */
  validate: (values: TValues, ownedHabitIds: string[]) => TValidation<TLink>;
  /** Sends the checked link; a refusal comes back through fail and shows above the actions. */
  onLink: (link: TLink, fail: (message: string) => void) => void;
  /** The submit button, and Cancel where the dialog closes on success. */
  actions: ReactNode;
  /** Shown under the note when no habit is left to link. */
  emptyActions?: ReactNode;
  className?: string;
};

/** Picks one of the user's unlinked habits and its weight (0 to 5) for a goal or a skill. */
export function HabitLinkForm<TLink>({
  habits,
  linkedHabitIds,
  weightLabel,
  weightHint,
  validate,
  onLink,
  actions,
  emptyActions,
  className,
}: THabitLinkFormProps<TLink>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const allHabits = habits.data?.habits ?? [];
  const unlinked = allHabits.filter((habit) => !linkedHabitIds.includes(habit.id));
  const check = (values: TValues) =>
    validate(
      values,
      allHabits.map((habit) => habit.id),
    );
  const { values, field, handleSubmit } = useValidatedForm<TValues>(
    { habit_id: '', weight: '1' },
    (formValues): TFieldErrors<keyof TValues> => {
      const verdict = check(formValues);
      return {
        weight: verdict.ok ? undefined : verdict.errors.find((message) => message.startsWith(weightLabel)),
      };
    },
  );
  // The chosen habit, or the first one left once it has been linked.
  const habitId = unlinked.some((habit) => habit.id === values.habit_id)
    ? values.habit_id
    : (unlinked[0]?.id ?? '');

  if (habits.isPending) return <Spinner />;
  if (habits.isError) return <FormAlert>We couldn’t load your habits: {habits.error.message}</FormAlert>;
  if (unlinked.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-ink-muted">
          {allHabits.length === 0 ? 'Create a habit on Today first.' : 'Every habit is linked.'}
        </p>
        {emptyActions}
      </div>
    );
  }
  return (
    <form
      noValidate
      className={className}
      onSubmit={handleSubmit((formValues) => {
        const verdict = check({ ...formValues, habit_id: habitId });
        if (!verdict.ok) return setServerError(verdict.errors.join(' '));
        setServerError(null);
        onLink(verdict.value, setServerError);
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
          {...field('weight')}
          label={weightLabel}
          type="number"
          inputMode="decimal"
          min={linkWeightMin}
          max={linkWeightMax}
          step="any"
          hint={weightHint}
        />
      </div>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      {actions}
    </form>
  );
}
