import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { validateEmailForm } from '@/domain/auth/auth-form-rules';
import { forgotPasswordPage } from '@/domain/content/app-public-pages';
import { AuthCardLayout } from '../../components/auth/auth-card-layout';
import { EmailField } from '../../components/auth/email-field';
import { MailNote } from '../../components/auth/mail-note';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextLink } from '../../components/ui/text-link';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { authClient, unwrapAuthResult } from '../../lib/auth-client';

export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const { field, handleSubmit } = useValidatedForm({ email: params.get('email') ?? '' }, validateEmailForm);
  useDocumentTitle(forgotPasswordPage.title);
  const requestReset = useMutation({
    mutationFn: (email: string) =>
      unwrapAuthResult(authClient.requestPasswordReset({ email, redirectTo: '/reset-password' })),
  });

  if (requestReset.isSuccess) {
    return (
      <AuthCardLayout
        announce
        title="Check your e-mail"
        footer={<TextLink to="/auth">Back to sign in</TextLink>}
      >
        <MailNote>
          If an account exists for{' '}
          <strong className="font-semibold text-ink break-words">{requestReset.variables}</strong>, we have
          sent it a link to set a new password.
        </MailNote>
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout
      title={forgotPasswordPage.heading}
      description={forgotPasswordPage.lead}
      footer={
        <p>
          Remembered it? <TextLink to="/auth">Sign in</TextLink>
        </p>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit(({ email }) => requestReset.mutate(email.trim()))}
        className="space-y-5"
      >
        {requestReset.error && <FormAlert>{requestReset.error.message}</FormAlert>}
        <EmailField {...field('email')} />
        <Button type="submit" size="lg" className="w-full" pending={requestReset.isPending}>
          Send reset link
        </Button>
      </form>
    </AuthCardLayout>
  );
}
