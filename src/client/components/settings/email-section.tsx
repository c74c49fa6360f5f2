import { MailCheck } from 'lucide-react';
import { validateChangeEmailForm } from '@/domain/auth/auth-form-rules';
import { useChangeEmail } from '../../hooks/use-account';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';
import { SettingsSection } from './settings-section';

export function EmailSection({ email }: { email: string }) {
  const { field, handleSubmit } = useValidatedForm({ email: '' }, (values) =>
    validateChangeEmailForm(values, email),
  );
  const changeEmail = useChangeEmail();
  return (
    <SettingsSection
      id="email"
      title="Email"
      description={
        <>
          You sign in with <strong className="font-medium text-ink">{email}</strong>. A new address is used
          once you open the link we send to it.
        </>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit((form) => changeEmail.mutate(form.email.trim()))}
        className="space-y-4"
      >
        {changeEmail.error && <FormAlert>{changeEmail.error.message}</FormAlert>}
        <TextField label="New e-mail" type="email" autoComplete="email" required {...field('email')} />
        <Button type="submit" pending={changeEmail.isPending}>
          Send confirmation link
        </Button>
        {changeEmail.isSuccess && (
          <p role="status" className="flex gap-2 text-sm text-ink-muted">
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            Check the inbox of {changeEmail.variables}: your e-mail changes when you open the link.
          </p>
        )}
      </form>
    </SettingsSection>
  );
}
