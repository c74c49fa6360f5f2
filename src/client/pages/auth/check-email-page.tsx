import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AuthCardLayout } from '../../components/auth/auth-card-layout';
import { MailNote } from '../../components/auth/mail-note';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextLink } from '../../components/ui/text-link';
import { useCooldown } from '../../hooks/use-cooldown';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePublicConfig } from '../../hooks/use-public-config';
import { authClient, unwrapAuthResult, verifiedEmailCallbackUrl } from '../../lib/auth-client';
import { showToast } from '../../lib/toast-store';

// Long enough that an impatient second click does not flood the inbox.
const resendCooldownSeconds = 30;

export function CheckEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || null;
  const cooldown = useCooldown(resendCooldownSeconds);
  const outbox = usePublicConfig().data?.email_outbox === true;
  useDocumentTitle('Check your e-mail');

  const resend = useMutation({
    mutationFn: (address: string) =>
      unwrapAuthResult(
        authClient.sendVerificationEmail({ email: address, callbackURL: verifiedEmailCallbackUrl }),
      ),
    onSuccess: (_data, address) => {
      cooldown.start();
      showToast({ title: 'Verification e-mail sent', description: `We sent a new link to ${address}.` });
    },
  });

  return (
    <AuthCardLayout
      title="Check your e-mail"
      description={
        email ? (
          <>
            We sent a verification link to{' '}
            <strong className="font-semibold text-ink break-words">{email}</strong>. Open it to confirm your
            address and sign in.
          </>
        ) : (
          'We sent you a verification link. Open it to confirm your address and sign in.'
        )
      }
      footer={
        <p>
          Wrong address? <TextLink to="/auth?mode=signup">Sign up again</TextLink> or{' '}
          <TextLink to="/auth">go to sign in</TextLink>.
        </p>
      }
    >
      <MailNote>
        {outbox
          ? 'This server sends no e-mail yet (no SMTP_URL is set): the link is printed in the server’s log and kept in the outbox folder of its data folder. Open it from there.'
          : 'Nothing there after a minute? Look in your spam or promotions folder, or send the e-mail again.'}
      </MailNote>
      {email ? (
        <div className="mt-6 space-y-3">
          {resend.error && <FormAlert>{resend.error.message}</FormAlert>}
          <Button
            variant="secondary"
            size="lg"
            className="w-full"
            pending={resend.isPending}
            disabled={cooldown.remainingSeconds > 0}
            onClick={() => resend.mutate(email)}
          >
            Resend e-mail
          </Button>
          {cooldown.remainingSeconds > 0 && (
            <p className="text-center text-sm text-ink-subtle">
              You can send another in {cooldown.remainingSeconds} s.
            </p>
          )}
        </div>
      ) : (
        <p className="mt-6 text-sm text-ink-muted">
          Need a new link? <TextLink to="/auth">Sign in</TextLink> with your e-mail and password and we will
          send one.
        </p>
      )}
    </AuthCardLayout>
  );
}
