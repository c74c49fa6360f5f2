import { useState } from 'react';
import { validateCreateUserSubskill } from '@/domain/actions/create-user-subskill.action';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';
import { useCreateSubskill, useRenameSubskill } from '../../hooks/use-skill-mutations';
import { useValidatedForm } from '../../hooks/use-validated-form';
import type { TSkillDetail, TSubskillWithHours } from '../../lib/skills-api';
import { Dialog } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';

type TSubskillFormDialogProps = {
  detail: TSkillDetail;
  /** The subskill to rename; none to create one. */
  subskill: TSubskillWithHours | null;
  onClose: () => void;
};
type TValues = { name: string };

/**
 * Creating or renaming a subskill, by the create_user_subskill rules the server applies (2 to 50
 * characters); a name like a sibling's is allowed but pointed out before saving.
 */
export function SubskillFormDialog({ detail, subskill, onClose }: TSubskillFormDialogProps) {
  const create = useCreateSubskill();
  const rename = useRenameSubskill();
  const [serverError, setServerError] = useState<string | null>(null);
  const skillId = detail.skill.id;
  const validate = ({ name }: TValues) =>
    validateCreateUserSubskill(
      { parent_skill_id: skillId, name },
      {
        ownedSkillIds: [skillId],
        ownedSubskills: detail.subskills.filter((sibling) => sibling.id !== subskill?.id),
      },
    );
  const { values, field, handleSubmit } = useValidatedForm<TValues>(
    { name: subskill?.name ?? '' },
    (formValues): TFieldErrors<keyof TValues> => {
      const verdict = validate(formValues);
      return { name: verdict.ok ? undefined : verdict.errors.join(' ') };
    },
  );
  const verdict = validate(values);
  const warning = values.name.trim() === '' ? undefined : verdict.warnings[0];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={subskill ? 'Rename subskill' : 'New subskill'}
      description={subskill ? undefined : `A part of ${detail.skill.name} you practise on its own.`}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit((formValues) => {
          const checked = validate(formValues);
          if (!checked.ok) return;
          setServerError(null);
          const onError = (error: Error) => setServerError(error.message);
          const { name, description } = checked.value;
          if (subskill)
            rename.mutate({ id: skillId, subskillId: subskill.id, name }, { onSuccess: onClose, onError });
          else create.mutate({ id: skillId, name, description }, { onSuccess: onClose, onError });
        })}
      >
        <TextField
          {...field('name')}
          label="Name"
          placeholder="Scales"
          autoComplete="off"
          maxLength={50}
          hint={warning ?? '2 to 50 characters'}
          data-autofocus
        />
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <DialogActions
          submitLabel={subskill ? 'Save name' : 'Add subskill'}
          pending={create.isPending || rename.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
