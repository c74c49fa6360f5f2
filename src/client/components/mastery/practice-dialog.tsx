import { useState } from 'react';
import { validateCreateSkillEntry } from '@/domain/actions/create-skill-entry.action';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';
import { parsePracticeDuration } from '@/domain/skills/parse-practice-duration';
import { useLogPractice } from '../../hooks/use-skill-mutations';
import { useValidatedForm } from '../../hooks/use-validated-form';
import type { TSkillDetail } from '../../lib/skills-api';
import { showToast } from '../../lib/toast-store';
import { Dialog } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { FormAlert } from '../ui/form-alert';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

type TPracticeDialogProps = {
  detail: TSkillDetail;
  subskillId: string;
  /** The user's local date: practice is logged on it by default and never after it. */
  today: string;
  onClose: () => void;
};
type TValues = { subskill_id: string; duration: string; date: string; session_type: string; quality: string };

const durationFormatMessage = 'Enter minutes (45) or hours and minutes (1:30)';
const futureDateMessage = 'Practice cannot be logged for a future date';

export const sessionTypeOptions = [
  { value: 'practice', label: 'Practice' },
  { value: 'lesson', label: 'Lesson' },
  { value: 'performance', label: 'Performance' },
  { value: 'review', label: 'Review' },
] as const;

const qualityOptions = [
  { value: '', label: 'Not rated' },
  { value: '1', label: '1 – distracted' },
  { value: '2', label: '2' },
  { value: '3', label: '3 – solid' },
  { value: '4', label: '4' },
  { value: '5', label: '5 – deep focus' },
];

/**
 * Logs practice on a subskill by the create_skill_entry rules the server applies (1 second to 24
 * hours, quality 1 to 5; a warning above 2 hours), on a date that is not in the future.
 */
export function PracticeDialog({ detail, subskillId, today, onClose }: TPracticeDialogProps) {
  const logPractice = useLogPractice();
  const [serverError, setServerError] = useState<string | null>(null);
  const skillId = detail.skill.id;
  const validate = (values: TValues) =>
    validateCreateSkillEntry(
      {
        skill_id: values.subskill_id,
        parent_skill_id: skillId,
        seconds: parsePracticeDuration(values.duration) ?? undefined,
        date: values.date,
        session_type: values.session_type,
        quality_rating: values.quality === '' ? null : values.quality,
      },
      { ownedSkillIds: [skillId], ownedSubskills: detail.subskills, ownedHabitIds: [], today },
    );
  const { values, field, handleSubmit } = useValidatedForm<TValues>(
    { subskill_id: subskillId, duration: '', date: today, session_type: 'practice', quality: '3' },
    (formValues): TFieldErrors<keyof TValues> => {
      const verdict = validate(formValues);
      const errors = verdict.ok ? [] : verdict.errors;
      return {
        duration:
          parsePracticeDuration(formValues.duration) === null
            ? durationFormatMessage
            : errors.find((message) => message.startsWith('Practice time')),
        date:
          formValues.date > today
            ? futureDateMessage
            : errors.find((message) => message.startsWith('Invalid date')),
      };
    },
  );
  const verdict = validate(values);
  const warning = verdict.warnings[0];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Log practice"
      description={`Time spent on ${detail.skill.name}; better-rated practice earns more XP.`}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit((formValues) => {
          const checked = validate(formValues);
          if (!checked.ok) return setServerError(checked.errors.join(' '));
          setServerError(null);
          const { skill_id, seconds, date, session_type, quality_rating } = checked.value;
          logPractice.mutate(
            { id: skillId, entry: { skill_id, seconds, date, session_type, quality_rating } },
            {
              onSuccess: ({ warnings }) => {
                showToast({ title: 'Practice logged', description: warnings.join(' ') || undefined });
                onClose();
              },
              onError: (error) => setServerError(error.message),
            },
          );
        })}
      >
        <SelectField
          {...field('subskill_id')}
          label="Subskill"
          options={detail.subskills.map((subskill) => ({ value: subskill.id, label: subskill.name }))}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            {...field('duration')}
            label="Duration"
            placeholder="45 or 1:30"
            inputMode="decimal"
            autoComplete="off"
            hint={warning ?? 'Minutes, or hours:minutes'}
            data-autofocus
          />
          <TextField {...field('date')} label="Date" type="date" max={today} />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField {...field('session_type')} label="Session type" options={sessionTypeOptions} />
          <SelectField {...field('quality')} label="Quality" options={qualityOptions} />
        </div>
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <DialogActions submitLabel="Log practice" pending={logPractice.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
