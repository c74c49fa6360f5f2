import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { validateResetPasswordForm } from '@/domain/auth/auth-form-rules';
import { AuthCardLayout } from '../../components/auth/auth-card-layout';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import { TextLink } from '../../components/ui/text-link';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { authClient, unwrapAuthResult } from '../../lib/auth-client';
import { RequestError } from '../../lib/request-error';
import { showToast } from '../../lib/toast-store';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  useDocumentTitle('Set a new password');
  const { field, handleSubmit } = useValidatedForm(
    { password: '', confirmPassword: '' },
    validateResetPasswordForm,
  );
  const resetPassword = useMutation({
    mutationFn: ({ newPassword, resetToken }: { newPassword: string; resetToken: string }) =>
      unwrapAuthResult(authClient.resetPassword({ newPassword, token: resetToken })),
    onSuccess: () => {
      showToast({ title: 'Password updated', description: 'Sign in with your new password.' });
      navigate('/auth', { replace: true });
    },
  });

  if (!token) {
    return (
      <AuthCardLayout
        title="Set a new password"
        description="This page works with the link from your password reset e-mail."
      >
        <TextLink to="/forgot-password">Send me a reset link</TextLink>
      </AuthCardLayout>
    );
  }

  const tokenRejected =
    resetPassword.error instanceof RequestError && resetPassword.error.code === 'invalid_token';

  return (
    <AuthCardLayout
      title="Set a new password"
      description="Choose a new password for your account. You will be signed out everywhere else."
    >
      <form
        noValidate
        onSubmit={handleSubmit(({ password }) =>
          resetPassword.mutate({ newPassword: password, resetToken: token }),
        )}
        className="space-y-5"
      >
        {resetPassword.error && (
          <FormAlert>
            {resetPassword.error.message}
            {tokenRejected && (
              <>
                {' '}
                <TextLink to="/forgot-password">Request a new link</TextLink>
              </>
            )}
          </FormAlert>
        )}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          {...field('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" pending={resetPassword.isPending}>
          Set new password
        </Button>
      </form>
    </AuthCardLayout>
  );
}
