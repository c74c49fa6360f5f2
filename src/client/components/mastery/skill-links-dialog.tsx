import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { validateLinkHabitToSkill } from '@/domain/actions/link-habit-to-skill.action';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';
import { habitsOfDayQuery, refetchIfInvalidated } from '../../hooks/use-habits-of-day';
import { useLinkHabitToSkill } from '../../hooks/use-skill-mutations';
import { useValidatedForm } from '../../hooks/use-validated-form';
import type { TSkillDetail } from '../../lib/skills-api';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FormAlert } from '../ui/form-alert';
import { SelectField } from '../ui/select-field';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';

type TSkillLinksDialogProps = { detail: TSkillDetail; onClose: () => void };
type TValues = { habit_id: string; weight: string };

/**
 * Links one of the user's active habits to the skill with a weight (0 to 5, the link_habit_to_skill
 * rules): each day the habit is completed earns 10 XP times the weight.
 */
export function SkillLinksDialog({ detail, onClose }: TSkillLinksDialogProps) {
  const habits = useQuery({ ...habitsOfDayQuery(null, 'active'), refetchOnMount: refetchIfInvalidated });
  const link = useLinkHabitToSkill();
  const [serverError, setServerError] = useState<string | null>(null);
  const skillId = detail.skill.id;
  const allHabits = habits.data?.habits ?? [];
  const linkedIds = new Set(detail.links.map((item) => item.habit_id));
  const unlinked = allHabits.filter((habit) => !linkedIds.has(habit.id));

  const validate = (values: TValues) =>
    validateLinkHabitToSkill(
      { skill_id: skillId, ...values },
      { ownedSkillIds: [skillId], ownedHabitIds: allHabits.map((habit) => habit.id) },
    );
  const { values, field, handleSubmit } = useValidatedForm<TValues>(
    { habit_id: '', weight: '1' },
    (formValues): TFieldErrors<keyof TValues> => {
      const verdict = validate(formValues);
      return {
        weight: verdict.ok ? undefined : verdict.errors.find((message) => message.startsWith('Weight')),
      };
    },
  );
  const habitId = unlinked.some((habit) => habit.id === values.habit_id)
    ? values.habit_id
    : (unlinked[0]?.id ?? '');

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Link a habit to ${detail.skill.name}`}
      description="Each day you complete a linked habit earns 10 XP times its weight."
    >
      {habits.isPending ? (
        <Spinner />
      ) : habits.isError ? (
        <FormAlert>We couldn’t load your habits: {habits.error.message}</FormAlert>
      ) : unlinked.length === 0 ? (
        <div className="space-y-4">
          <p className="text-sm text-ink-muted">
            {allHabits.length === 0 ? 'Create a habit on Today first.' : 'Every habit is linked.'}
          </p>
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-5"
          onSubmit={handleSubmit((formValues) => {
            const verdict = validate({ ...formValues, habit_id: habitId });
            if (!verdict.ok) return setServerError(verdict.errors.join(' '));
            setServerError(null);
            link.mutate(
              { id: skillId, habitId: verdict.value.habit_id, weight: verdict.value.weight },
              { onSuccess: onClose, onError: (error) => setServerError(error.message) },
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
              {...field('weight')}
              label="Weight"
              type="number"
              inputMode="decimal"
              min={0}
              max={5}
              step="any"
              hint="0 to 5"
            />
          </div>
          {serverError && <FormAlert>{serverError}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" pending={link.isPending}>
              Link habit
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
