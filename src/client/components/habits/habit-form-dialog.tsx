import { clsx } from 'clsx';
import { Check, Hash } from 'lucide-react';
import { useState } from 'react';
import { validateCreateHabit } from '@/domain/actions/create-habit.action';
import { habitNameMessage, habitTargetMessage } from '@/domain/actions/habit-fields';
import { validateUpdateHabit } from '@/domain/actions/update-habit.action';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';
import type { THabitType } from '@/domain/habits/habit-rules';
import { choiceFromSchedule, scheduleOfChoice, type TScheduleChoice } from '@/domain/habits/schedule-choice';
import { useCreateHabit, useUpdateHabit } from '../../hooks/use-habit-mutations';
import { useValidatedForm } from '../../hooks/use-validated-form';
import type { THabitOfDay } from '../../lib/habits-api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';
import { HabitRemindersEditor } from './habit-reminders-editor';
import { ScheduleField } from './schedule-field';

type THabitFormDialogProps = {
  /** The habit to edit; none to create one. */
  habit: THabitOfDay | null;
  /** The user's habits, for the create rules' similar-name and many-new-habits warnings. */
  existingHabits: readonly THabitOfDay[];
  onClose: () => void;
};

type TFormValues = { name: string; kind: THabitType; target: string; unit: string };
type TField = keyof TFormValues;

const kinds: readonly { value: THabitType; label: string; icon: typeof Check }[] = [
  { value: 'boolean', label: 'Yes/No', icon: Check },
  { value: 'number', label: 'Number', icon: Hash },
];

// The spec's messages name their field; any other message is shown above the buttons.
const fieldOfMessage = new Map<string, TField>([
  [habitNameMessage, 'name'],
  [habitTargetMessage, 'target'],
]);

/** The form as the habit rules read it: a yes/no habit has no target or unit, so they are cleared. */
function readDraft(values: TFormValues, choice: TScheduleChoice) {
  const counted = values.kind === 'number';
  return {
    name: values.name,
    type: values.kind,
    target: counted && values.target.trim() !== '' ? values.target : null,
    unit: counted ? values.unit : null,
    schedule: scheduleOfChoice(choice),
  };
}

/**
 * Creating and editing a habit. Inline messages come from the same create_habit and update_habit
 * rules the server applies, so they match its answers word for word; its warnings arrive as a toast.
 */
export function HabitFormDialog({ habit, existingHabits, onClose }: THabitFormDialogProps) {
  const create = useCreateHabit();
  const update = useUpdateHabit();
  const [serverError, setServerError] = useState<string | null>(null);
  const [choice, setChoice] = useState(() => choiceFromSchedule(habit?.schedule));

  const validate = (values: TFormValues) => {
    const draft = readDraft(values, choice);
    return habit
      ? validateUpdateHabit({ ...draft, habit_id: habit.id }, { ownedHabitIds: [habit.id] })
      : validateCreateHabit(draft, { existingHabits, now: new Date() });
  };

  const { values, field, handleSubmit } = useValidatedForm<TFormValues>(
    {
      name: habit?.name ?? '',
      kind: habit?.type ?? 'boolean',
      target: habit?.target == null ? '' : String(habit.target),
      unit: habit?.unit ?? '',
    },
    (formValues): TFieldErrors<TField> => {
      const verdict = validate(formValues);
      if (verdict.ok) return {};
      return Object.fromEntries(
        verdict.errors.flatMap((message) => {
          const name = fieldOfMessage.get(message);
          return name ? [[name, message]] : [];
        }),
      );
    },
  );
  const verdict = validate(values);
  const otherErrors = verdict.ok ? [] : verdict.errors.filter((message) => !fieldOfMessage.has(message));

  const finish = (title: string, warnings: string[]) => {
    if (warnings.length > 0) showToast({ title, description: warnings.join(' ') });
    onClose();
  };

  const submit = () => {
    if (!verdict.ok || otherErrors.length > 0) return;
    setServerError(null);
    const onError = (error: Error) => setServerError(error.message);
    if (verdict.value.type === 'create_habit') {
      create.mutate(verdict.value.habit, {
        onSuccess: ({ habit: created, warnings }) => {
          // Spec 7: creating a habit fires a window event, for whoever else shows habits.
          window.dispatchEvent(new CustomEvent('habit-created', { detail: created }));
          finish('Habit created', warnings);
        },
        onError,
      });
    } else {
      update.mutate(
        { id: verdict.value.habit_id, changes: verdict.value.changes },
        { onSuccess: ({ warnings }) => finish('Changes saved', warnings), onError },
      );
    }
  };

  const nameField = field('name');
  const targetField = field('target');
  const kindField = field('kind');
  const pending = create.isPending || update.isPending;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={habit ? 'Edit habit' : 'New habit'}
      description={
        habit
          ? undefined
          : 'Something you want to do regularly: every day, a few times a week, or on set days.'
      }
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <TextField
          {...nameField}
          label="Name"
          placeholder="Read, Walk, Drink water"
          autoComplete="off"
          data-autofocus
        />
        <div>
          <p id="habit-kind-label" className="text-sm font-medium">
            Kind
          </p>
          <div role="radiogroup" aria-labelledby="habit-kind-label" className="mt-1.5 grid grid-cols-2 gap-2">
            {kinds.map(({ value, label, icon: Icon }) => (
              <label
                key={value}
                className={clsx(
                  'relative flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
                  values.kind === value
                    ? 'border-accent bg-accent-soft text-accent'
                    : 'border-line-strong/60 text-ink-muted hover:bg-surface-muted',
                )}
              >
                <input
                  type="radio"
                  name="kind"
                  value={value}
                  checked={values.kind === value}
                  onChange={kindField.onChange}
                  // Invisible but covering the whole option, so a tap or a test's click lands on the radio itself.
                  className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0"
                />
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </label>
            ))}
          </div>
        </div>
        {values.kind === 'number' && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              {...targetField}
              label="Target"
              type="number"
              inputMode="decimal"
              min={0}
              max={10_000}
              step="any"
              hint="Per day, optional"
            />
            <TextField {...field('unit')} label="Unit" placeholder="pages" autoComplete="off" />
          </div>
        )}
        <ScheduleField choice={choice} onChange={setChoice} />
        {(serverError || otherErrors.length > 0) && (
          <FormAlert>{serverError ?? otherErrors.join(' ')}</FormAlert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={pending}>
            {habit ? 'Save changes' : 'Create habit'}
          </Button>
        </div>
      </form>
      {habit && <HabitRemindersEditor habitId={habit.id} habitName={habit.name} />}
    </Dialog>
  );
}
