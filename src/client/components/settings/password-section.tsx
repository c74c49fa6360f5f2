import { validateChangePasswordForm } from '@/domain/auth/auth-form-rules';
import { useChangePassword } from '../../hooks/use-account';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { showToast } from '../../lib/toast-store';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';
import { SavedIndicator } from './saved-indicator';
import { SettingsSection } from './settings-section';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection({ hasPassword }: { hasPassword: boolean | undefined }) {
  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Changing it signs you out on every other device."
    >
      {hasPassword === false ? (
        <p className="text-sm text-ink-muted">
          You sign in with Google, so there is no password to change. Use "Forgot password?" on the sign-in
          page to add one.
        </p>
      ) : (
        <PasswordForm />
      )}
    </SettingsSection>
  );
}

function PasswordForm() {
  const changePassword = useChangePassword();
  // A fresh form after a success: remounting clears the fields and their "touched" state.
  const formKey = changePassword.isSuccess ? changePassword.submittedAt : 0;
  return (
    <PasswordFields
      key={formKey}
      pending={changePassword.isPending}
      error={changePassword.error?.message ?? null}
      saved={changePassword.isSuccess}
      onSubmit={(passwords) =>
        changePassword.mutate(passwords, { onSuccess: () => showToast({ title: 'Password changed' }) })
      }
    />
  );
}

function PasswordFields({
  pending,
  error,
  saved,
  onSubmit,
}: {
  pending: boolean;
  error: string | null;
  saved: boolean;
  onSubmit: (passwords: { currentPassword: string; newPassword: string }) => void;
}) {
  const { values, field, handleSubmit } = useValidatedForm(emptyForm, validateChangePasswordForm);
  const untouched = Object.values(values).every((value) => value === '');
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ currentPassword, newPassword }) =>
        onSubmit({ currentPassword, newPassword }),
      )}
      className="space-y-4"
    >
      {error && <FormAlert>{error}</FormAlert>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          {...field('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={pending}>
          Change password
        </Button>
        <SavedIndicator show={saved && untouched} label="Password changed" />
      </div>
    </form>
  );
}
