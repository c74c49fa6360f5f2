import { useState } from 'react';
import { validateCreateGoal } from '@/domain/actions/create-goal.action';
import {
  goalDescriptionMessage,
  goalTargetMessage,
  goalTitleMessage,
  goalTitleTooLongMessage,
  ZGoalFormFields,
} from '@/domain/actions/goal-fields';
import { validateUpdateGoal } from '@/domain/actions/update-goal.action';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';
import { useCreateGoal, useUpdateGoal } from '../../hooks/use-goal-mutations';
import { useValidatedForm } from '../../hooks/use-validated-form';
import type { TGoalWithProgress } from '../../lib/goals-api';
import { showToast } from '../../lib/toast-store';
import { Dialog } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { FormAlert } from '../ui/form-alert';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { goalPriorityOptions, goalTypeOptions } from './goal-options';

type TGoalFormDialogProps = {
  /** The goal to edit; none to create one. */
  goal: TGoalWithProgress | null;
  /** The user's local date (from GET /api/goals): the create rules judge end dates from it. */
  today: string;
  /** Goals not completed, for the create rules' many-goals warning. */
  openGoalCount: number;
  onClose: () => void;
};

type TFormValues = {
  name: string;
  description: string;
  type: string;
  priority: string;
  target_value: string;
  target_metric: string;
  unit: string;
  start_date: string;
  end_date: string;
};
type TField = keyof TFormValues;

// The rules' messages that name a field are shown under it; any other above the buttons.
function readFieldOfMessage(message: string): TField | null {
  if (message === goalTitleMessage || message === goalTitleTooLongMessage) return 'name';
  if (message === goalDescriptionMessage) return 'description';
  if (message === goalTargetMessage) return 'target_value';
  if (message.startsWith('Invalid date format')) return 'end_date';
  return null;
}

const startAfterEndMessage = 'Start date must be on or before the end date';

/** The form as the create_goal / update_goal rules read it: blanks are cleared fields. */
function readDraft(values: TFormValues) {
  const orNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    name: values.name,
    description: orNull(values.description),
    target_value: orNull(values.target_value),
    target_metric: orNull(values.target_metric),
    unit: orNull(values.unit),
    end_date: orNull(values.end_date),
  };
}

function readInitialValues(goal: TGoalWithProgress | null): TFormValues {
  return {
    name: goal?.name ?? '',
    description: goal?.description ?? '',
    type: goal?.type ?? 'milestone',
    priority: goal?.priority ?? '',
    target_value: goal?.target_value == null ? '' : String(goal.target_value),
    target_metric: goal?.target_metric ?? '',
    unit: goal?.unit ?? '',
    start_date: goal?.start_date ?? '',
    end_date: goal?.end_date ?? '',
  };
}

/**
 * Creating and editing a goal. Inline messages come from the create_goal and update_goal rules the
 * server applies, so they match its answers word for word; its warnings arrive as a toast.
 */
export function GoalFormDialog({ goal, today, openGoalCount, onClose }: TGoalFormDialogProps) {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const [serverError, setServerError] = useState<string | null>(null);

  const validate = (values: TFormValues) => {
    const draft = readDraft(values);
    return goal
      ? validateUpdateGoal({ ...draft, goal_id: goal.id }, { ownedGoalIds: [goal.id] })
      : validateCreateGoal(draft, { today, goalCount: openGoalCount });
  };

  const { values, field, handleSubmit } = useValidatedForm<TFormValues>(
    readInitialValues(goal),
    (formValues): TFieldErrors<TField> => {
      const verdict = validate(formValues);
      const errors: TFieldErrors<TField> = verdict.ok
        ? {}
        : Object.fromEntries(
            verdict.errors.flatMap((message) => {
              const name = readFieldOfMessage(message);
              return name ? [[name, message]] : [];
            }),
          );
      if (formValues.start_date && formValues.end_date && formValues.start_date > formValues.end_date) {
        errors.start_date = startAfterEndMessage;
      }
      return errors;
    },
  );
  const verdict = validate(values);
  const otherErrors = verdict.ok
    ? []
    : verdict.errors.filter((message) => readFieldOfMessage(message) === null);

  const finish = (title: string, warnings: string[]) => {
    if (warnings.length > 0) showToast({ title, description: warnings.join(' ') });
    onClose();
  };

  const submit = (formValues: TFormValues) => {
    if (!verdict.ok || otherErrors.length > 0) return;
    setServerError(null);
    const onError = (error: Error) => setServerError(error.message);
    // The rules' draft plus what they do not judge (type, priority, start date).
    const extra = ZGoalFormFields.parse({
      type: formValues.type,
      priority: formValues.priority === '' ? null : formValues.priority,
      start_date: formValues.start_date === '' ? null : formValues.start_date,
    });
    if (verdict.value.type === 'create_goal') {
      create.mutate(
        { ...verdict.value.goal, ...extra },
        {
          onSuccess: ({ goal: created, warnings }) => {
            // Spec 7: creating a goal fires a window event; whoever lists goals reloads.
            window.dispatchEvent(new CustomEvent('goal-created', { detail: created }));
            finish('Goal created', warnings);
          },
          onError,
        },
      );
    } else {
      update.mutate(
        { id: verdict.value.goal_id, changes: { ...readDraft(formValues), ...extra } },
        { onSuccess: ({ warnings }) => finish('Changes saved', warnings), onError },
      );
    }
  };

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={goal ? 'Edit goal' : 'New goal'}
      description={goal ? undefined : 'Something you want to reach, with a target and a date if it has them.'}
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <TextField
          {...field('name')}
          label="Title"
          placeholder="Run a half marathon"
          autoComplete="off"
          data-autofocus
        />
        <TextAreaField {...field('description')} label="Description" hint="Optional" />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField {...field('type')} label="Type" options={goalTypeOptions} />
          <SelectField {...field('priority')} label="Priority" options={goalPriorityOptions} />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            {...field('target_value')}
            label="Target value"
            type="number"
            inputMode="decimal"
            min={0}
            max={1_000_000}
            step="any"
            hint="Optional"
          />
          <TextField {...field('target_metric')} label="Metric" placeholder="distance" autoComplete="off" />
          <TextField {...field('unit')} label="Unit" placeholder="km" autoComplete="off" />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField {...field('start_date')} label="Start date" type="date" />
          <TextField {...field('end_date')} label="End date" type="date" hint="Optional deadline" />
        </div>
        {(serverError || otherErrors.length > 0) && (
          <FormAlert>{serverError ?? otherErrors.join(' ')}</FormAlert>
        )}
        <DialogActions
          submitLabel={goal ? 'Save changes' : 'Create goal'}
          pending={create.isPending || update.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
