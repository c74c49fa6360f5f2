import { useMutation, useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buildAuthRedirectPath } from '@/domain/routing/route-rules';
import { PublicContentLayout } from '../../components/content/public-content-layout';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { acceptInvite, previewInvite } from '../../lib/accountability-api';

function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ['invite-preview', token],
    queryFn: () => previewInvite(token),
    enabled: token !== '',
  });
}

/** Shown while the invitation's preview loads, on both invitation pages. */
function ReadingInvitation() {
  return (
    <p className="flex justify-center gap-2 text-sm text-ink-muted">
      <Spinner /> Reading the invitation…
    </p>
  );
}

const invitedBy = (name: string | null | undefined) =>
  `${name ?? 'Someone'} invites you to be accountability partners`;

/** /welcome-invite?token=…: the invitation, signed out; a signed-in visitor goes on to /onboarding-invite. */
export function WelcomeInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitePreview(token);
  useDocumentTitle('Invitation');
  const next = `/onboarding-invite?token=${encodeURIComponent(token)}`;
  return (
    <PublicContentLayout mainClassName="max-w-lg py-12" footer={false}>
      <Card className="space-y-4 text-center">
        <Users aria-hidden="true" className="mx-auto size-10 text-accent" />
        {preview.isPending && token !== '' ? (
          <ReadingInvitation />
        ) : preview.data?.problem || token === '' ? (
          <>
            <h1 className="text-2xl font-semibold">This invitation cannot be used</h1>
            <p className="text-ink-muted">{preview.data?.problem ?? 'The link has no invitation in it.'}</p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold">{invitedBy(preview.data?.inviter_name)}</h1>
            <p className="text-ink-muted">
              On Compound you each choose which goals the other sees, cheer each other on, and get a short
              summary of each other’s week. Create an account or sign in to accept.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={`/auth?mode=signup&returnTo=${encodeURIComponent(next)}`} className={buttonClasses()}>
                Create an account
              </Link>
              <Link to={buildAuthRedirectPath(next)} className={buttonClasses({ variant: 'secondary' })}>
                Sign in
              </Link>
            </div>
          </>
        )}
      </Card>
    </PublicContentLayout>
  );
}

/** /onboarding-invite?token=…: a signed-in invitee accepts, and lands on /in/accountability. */
export function OnboardingInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const preview = useInvitePreview(token);
  useDocumentTitle('Accept the invitation');
  const accept = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: () => navigate('/in/accountability'),
  });
  const problem = token === '' ? 'The link has no invitation in it.' : (preview.data?.problem ?? null);
  return (
    <div className="mx-auto max-w-lg py-6">
      <Card className="space-y-4 text-center">
        <Users aria-hidden="true" className="mx-auto size-10 text-accent" />
        {preview.isPending && token !== '' ? (
          <ReadingInvitation />
        ) : problem ? (
          <>
            <h1 className="text-2xl font-semibold">This invitation cannot be used</h1>
            <p className="text-ink-muted">{problem}</p>
            <Link to="/in/accountability" className={buttonClasses({ variant: 'secondary' })}>
              Go to accountability
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold">{invitedBy(preview.data?.inviter_name)}</h1>
            <p className="text-ink-muted">
              Once you accept, you see the goals they share and they see the ones you choose to share: none
              until you tick them. Either of you can end it at any time.
            </p>
            {accept.error && <FormAlert>{accept.error.message}</FormAlert>}
            <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
              Accept the invitation
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
