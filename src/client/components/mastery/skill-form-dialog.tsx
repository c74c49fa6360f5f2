import { useState } from 'react';
import { validateUpdateSkillBaseline } from '@/domain/actions/update-skill-baseline.action';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';
import {
  skillNameMaxLength,
  skillNameMessage,
  skillNameMinLength,
  skillNameTooLongMessage,
} from '@/domain/skills/skill-rules';
import { useCreateSkill, useUpdateSkill } from '../../hooks/use-skill-mutations';
import { useValidatedForm } from '../../hooks/use-validated-form';
import type { TSkill } from '../../lib/skills-api';
import { showToast } from '../../lib/toast-store';
import { Dialog } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { FormAlert } from '../ui/form-alert';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';

type TSkillFormDialogProps = {
  /** The skill to edit; none to create one. */
  skill: TSkill | null;
  onClose: () => void;
};
type TValues = { name: string; description: string; baseline_hours: string };

// The baseline is judged against this id when the skill has none yet; only the hours matter then.
const newSkillId = 'new';

function readNameError(name: string): string | undefined {
  const length = name.trim().length;
  if (length < skillNameMinLength) return skillNameMessage;
  return length > skillNameMaxLength ? skillNameTooLongMessage : undefined;
}

/**
 * Creating a skill or changing its name, description and baseline hours (the hours of experience from
 * before the app, 0 to 10,000, checked by the update_skill_baseline rules the server applies).
 */
export function SkillFormDialog({ skill, onClose }: TSkillFormDialogProps) {
  const create = useCreateSkill();
  const update = useUpdateSkill();
  const [serverError, setServerError] = useState<string | null>(null);
  const skillId = skill?.id ?? newSkillId;
  const validateBaseline = (hours: string) =>
    validateUpdateSkillBaseline(
      { skill_id: skillId, baseline_hours: hours.trim() === '' ? 0 : hours },
      { ownedSkillIds: [skillId] },
    );
  const { field, handleSubmit } = useValidatedForm<TValues>(
    {
      name: skill?.name ?? '',
      description: skill?.description ?? '',
      baseline_hours: skill ? String(skill.baseline_hours) : '',
    },
    (values): TFieldErrors<keyof TValues> => {
      const baseline = validateBaseline(values.baseline_hours);
      return {
        name: readNameError(values.name),
        baseline_hours: baseline.ok ? undefined : baseline.errors.join(' '),
      };
    },
  );

  const finish = (title: string, warnings: string[]) => {
    if (warnings.length > 0) showToast({ title, description: warnings.join(' ') });
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={skill ? 'Edit skill' : 'New skill'}
      description={skill ? undefined : 'Something you want to get better at, practice by practice.'}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit((values) => {
          const baseline = validateBaseline(values.baseline_hours);
          if (!baseline.ok) return;
          setServerError(null);
          const fields = {
            name: values.name.trim(),
            description: values.description.trim() === '' ? null : values.description.trim(),
            baseline_hours: baseline.value.baseline_hours,
          };
          const onError = (error: Error) => setServerError(error.message);
          if (skill) {
            update.mutate(
              { id: skill.id, changes: fields },
              { onSuccess: ({ warnings }) => finish('Changes saved', warnings), onError },
            );
          } else {
            create.mutate(fields, {
              onSuccess: ({ warnings }) => finish('Skill created', warnings),
              onError,
            });
          }
        })}
      >
        <TextField {...field('name')} label="Name" placeholder="Guitar" autoComplete="off" data-autofocus />
        <TextAreaField {...field('description')} label="Description" hint="Optional" />
        <TextField
          {...field('baseline_hours')}
          label="Baseline hours"
          type="number"
          inputMode="decimal"
          min={0}
          max={10_000}
          step="any"
          placeholder="0"
          hint="Hours of experience you already have (0 to 10,000); each is worth 60 XP."
        />
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <DialogActions
          submitLabel={skill ? 'Save changes' : 'Create skill'}
          pending={create.isPending || update.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
