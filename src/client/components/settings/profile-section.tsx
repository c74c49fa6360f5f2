import { validateProfileForm } from '@/domain/auth/auth-form-rules';
import { useUpdateName } from '../../hooks/use-account';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';
import { SavedIndicator } from './saved-indicator';
import { SettingsSection } from './settings-section';

export function ProfileSection({ name }: { name: string }) {
  const { values, field, handleSubmit } = useValidatedForm({ name }, validateProfileForm);
  const updateName = useUpdateName();
  const unchanged = values.name.trim() === name;
  return (
    <SettingsSection id="profile" title="Profile" description="How Compound greets you.">
      <form
        noValidate
        onSubmit={handleSubmit((form) => updateName.mutate(form.name.trim()))}
        className="space-y-4"
      >
        {updateName.error && <FormAlert>{updateName.error.message}</FormAlert>}
        <TextField label="Name" autoComplete="name" maxLength={100} required {...field('name')} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" pending={updateName.isPending} disabled={unchanged}>
            Save name
          </Button>
          <SavedIndicator show={updateName.isSuccess && unchanged} />
        </div>
      </form>
    </SettingsSection>
  );
}
