import { Link, useSearchParams } from 'react-router';
import { describeAuthError, type TAuthLinkFlow } from '@/domain/routing/auth-url-action';
import { AuthCardLayout } from '../../components/auth/auth-card-layout';
import { buttonClasses } from '../../components/ui/button';
import { TextLink } from '../../components/ui/text-link';
import { useDocumentTitle } from '../../hooks/use-document-title';

// The description arrives in the address, so anyone can write it: keep it to a sentence.
const maxDescriptionLength = 200;

const nextSteps: Record<TAuthLinkFlow, { to: string; label: string; hint: string }> = {
  signup: {
    to: '/auth',
    label: 'Sign in to get a new link',
    hint: 'Sign in with your e-mail and password and we will send a fresh verification link.',
  },
  recovery: {
    to: '/forgot-password',
    label: 'Send a new reset link',
    hint: 'Password reset links work once and for a limited time. Ask for a new one below.',
  },
  other: {
    to: '/auth',
    label: 'Go to sign in',
    hint: 'Start again from the sign-in page.',
  },
};

export function ExpiredTokenPage() {
  const [params] = useSearchParams();
  const flowParam = params.get('flow');
  const flow: TAuthLinkFlow = flowParam === 'signup' || flowParam === 'recovery' ? flowParam : 'other';
  const description = (
    params.get('error_description') || describeAuthError(params.get('error_code') ?? '')
  ).slice(0, maxDescriptionLength);
  const step = nextSteps[flow];
  useDocumentTitle('Link expired');

  return (
    <AuthCardLayout
      title="This link has expired or is invalid"
      description={description}
      footer={
        flow === 'recovery' ? (
          <TextLink to="/auth">Back to sign in</TextLink>
        ) : (
          <>
            Forgot your password? <TextLink to="/forgot-password">Reset it</TextLink>
          </>
        )
      }
    >
      <p className="text-sm text-ink-muted">{step.hint}</p>
      <Link to={step.to} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
        {step.label}
      </Link>
    </AuthCardLayout>
  );
}
