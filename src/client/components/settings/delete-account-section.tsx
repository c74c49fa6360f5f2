import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountPhrase, validateDeleteAccountForm } from '@/domain/auth/auth-form-rules';
import { useDeleteAccount } from '../../hooks/use-account';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { showToast } from '../../lib/toast-store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';
import { SettingsSection } from './settings-section';

export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      tone="danger"
      description="Deletes your account and everything in it, at once and for good. Download your data first if you want to keep it."
    >
      <Button variant="destructive" onClick={() => setOpen(true)} disabled={hasPassword === undefined}>
        Delete account…
      </Button>
      {open && hasPassword !== undefined && (
        <DeleteAccountDialog hasPassword={hasPassword} onClose={() => setOpen(false)} />
      )}
    </SettingsSection>
  );
}

function DeleteAccountDialog({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const { field, handleSubmit } = useValidatedForm({ confirmation: '', password: '' }, (values) =>
    validateDeleteAccountForm(values, hasPassword),
  );
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();

  const submit = ({ password }: { password: string }) =>
    deleteAccount.mutate(hasPassword ? password : undefined, {
      onSuccess: () => {
        showToast({ title: 'Your account was deleted' });
        // The sign-out page forgets every cached query and goes home; leaving this page first keeps the
        // route guard from sending it to the sign-in form as soon as the account is known to be gone.
        navigate('/logout', { replace: true });
      },
    });

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Delete your account?"
      description="Your habits, logs, goals, skills, focus, insights and coach conversations are removed, and you are signed out. This cannot be undone."
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        {deleteAccount.error && <FormAlert>{deleteAccount.error.message}</FormAlert>}
        <TextField
          label={`Type "${deleteAccountPhrase}" to confirm`}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          {...field('confirmation')}
        />
        {hasPassword && (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" pending={deleteAccount.isPending}>
            Delete my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
