import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { validateSignInForm, validateSignUpForm } from '@/domain/auth/auth-form-rules';
import { signInPage } from '@/domain/content/app-public-pages';
import { resolvePostAuthPath, returnToParam } from '@/domain/routing/route-rules';
import { sanitizeReturnTo } from '@/domain/routing/sanitize-return-to';
import { AuthCardLayout } from '../../components/auth/auth-card-layout';
import { EmailField } from '../../components/auth/email-field';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { SegmentedTabs } from '../../components/ui/segmented-tabs';
import { TextField } from '../../components/ui/text-field';
import { TextLink } from '../../components/ui/text-link';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePublicConfig } from '../../hooks/use-public-config';
import { meQueryKey } from '../../hooks/use-session';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { authClient, unwrapAuthResult, verifiedEmailCallbackUrl } from '../../lib/auth-client';
import { initializeGoogleSignIn, signInWithGoogleNatively } from '../../lib/native-google-sign-in';
import { platform } from '../../lib/platform';
import { readPostAuthReturnTo, rememberPostAuthReturnTo } from '../../lib/post-auth-return-store';
import { RequestError } from '../../lib/request-error';

type TMode = 'signin' | 'signup';

const modeTabs = [
  { value: 'signin', label: 'Sign in' },
  { value: 'signup', label: 'Sign up' },
] as const;

const tabsId = 'auth-mode';

/**
 * Sign in and sign up on one page. Once signed in, the route gate sends the user on (returnTo, else
 * the stored return path, else home), so this page only has to refresh the session.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const mode: TMode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const returnTo = sanitizeReturnTo(params.get(returnToParam));
  const initialEmail = params.get('email') ?? '';
  useDocumentTitle(mode === 'signin' ? signInPage.title : 'Create account');

  const switchMode = (next: TMode) => setParams((current) => withMode(current, next), { replace: true });
  const hrefOf = (next: TMode) => {
    const search = withMode(params, next).toString();
    return search ? `/auth?${search}` : '/auth';
  };

  return (
    <AuthCardLayout
      title={mode === 'signin' ? signInPage.heading : 'Start compounding'}
      description={
        mode === 'signin'
          ? 'Sign in to pick up where you left off.'
          : 'Create your account to track habits, goals and skills in one place.'
      }
    >
      <SegmentedTabs
        label="Account"
        tabs={modeTabs}
        value={mode}
        onChange={switchMode}
        hrefOf={hrefOf}
        idPrefix={tabsId}
      />
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-tab-${mode}`} className="mt-6">
        {mode === 'signin' ? (
          <SignInForm key="signin" initialEmail={initialEmail} returnTo={returnTo} />
        ) : (
          <SignUpForm key="signup" initialEmail={initialEmail} returnTo={returnTo} />
        )}
        <GoogleSignIn returnTo={returnTo} />
      </div>
    </AuthCardLayout>
  );
}

/** The page's address for a mode, the rest of its query (return path, e-mail) kept. */
function withMode(params: URLSearchParams, mode: TMode): URLSearchParams {
  const updated = new URLSearchParams(params);
  if (mode === 'signup') updated.set('mode', 'signup');
  else updated.delete('mode');
  return updated;
}

type TFormProps = { initialEmail: string; returnTo: string | null };

function SignInForm({ initialEmail, returnTo }: TFormProps) {
  const queryClient = useQueryClient();
  const { values, field, handleSubmit } = useValidatedForm(
    { email: initialEmail, password: '' },
    validateSignInForm,
  );
  const signIn = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      unwrapAuthResult(
        authClient.signIn.email({
          email: credentials.email.trim(),
          password: credentials.password,
          // For an unverified account the server sends a fresh verification link pointing here.
          callbackURL: verifiedEmailCallbackUrl,
        }),
      ),
    // Waiting for the session keeps the button busy until the route gate moves on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
    onError: (error) => {
      if (isUnverified(error)) rememberPostAuthReturnTo(returnTo);
    },
  });
  const forgotPasswordHref = values.email.trim()
    ? `/forgot-password?email=${encodeURIComponent(values.email.trim())}`
    : '/forgot-password';

  return (
    <form
      noValidate
      onSubmit={handleSubmit((credentials) => signIn.mutate(credentials))}
      className="space-y-5"
    >
      {signIn.error && (
        <FormAlert>
          {isUnverified(signIn.error) ? (
            <>
              <strong className="font-semibold">Email not verified.</strong> We have sent a new verification
              link to {values.email.trim()}. Open it to finish signing in.
            </>
          ) : (
            signIn.error.message
          )}
        </FormAlert>
      )}
      <EmailField {...field('email')} />
      <div>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <div className="mt-2 text-right text-sm">
          <TextLink to={forgotPasswordHref}>Forgot password?</TextLink>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" pending={signIn.isPending}>
        Sign in
      </Button>
    </form>
  );
}

function SignUpForm({ initialEmail, returnTo }: TFormProps) {
  const navigate = useNavigate();
  const { field, handleSubmit } = useValidatedForm(
    { name: '', email: initialEmail, password: '' },
    validateSignUpForm,
  );
  const signUp = useMutation({
    mutationFn: (account: { name: string; email: string; password: string }) =>
      unwrapAuthResult(
        authClient.signUp.email({
          name: account.name.trim(),
          email: account.email.trim(),
          password: account.password,
          callbackURL: verifiedEmailCallbackUrl,
        }),
      ),
    onSuccess: (_data, account) => {
      // The verification link may open in another tab; the stored path brings the user back here.
      rememberPostAuthReturnTo(returnTo);
      navigate(`/check-email?email=${encodeURIComponent(account.email.trim())}`);
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((account) => signUp.mutate(account))} className="space-y-5">
      {signUp.error && <FormAlert>{signUp.error.message}</FormAlert>}
      <TextField label="Name" autoComplete="name" required {...field('name')} />
      <EmailField {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        required
        {...field('password')}
      />
      <Button type="submit" size="lg" className="w-full" pending={signUp.isPending}>
        Create account
      </Button>
    </form>
  );
}

/** Offered only when this instance has Google sign-in configured. */
function GoogleSignIn({ returnTo }: { returnTo: string | null }) {
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const clientIds = config.data?.google_client_ids;
  useEffect(() => {
    if (platform !== 'web' && clientIds) void initializeGoogleSignIn(platform, clientIds);
  }, [clientIds]);
  const google = useMutation({
    // In the apps Google's own sheet signs in and the server checks its ID token; no redirect.
    mutationFn: async () => {
      if (platform !== 'web') {
        await signInWithGoogleNatively();
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        return null;
      }
      return unwrapAuthResult(
        authClient.signIn.social({
          provider: 'google',
          callbackURL: resolvePostAuthPath(returnTo, readPostAuthReturnTo()),
          errorCallbackURL: '/auth',
        }),
      );
    },
    onSuccess: (data) => {
      if (data && 'url' in data && data.url) window.location.assign(data.url);
    },
  });
  if (!config.data?.google_sign_in) return null;
  return (
    <div className="mt-6 space-y-4">
      <div className="flex items-center gap-3 text-xs text-ink-subtle">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      {google.error && <FormAlert>{google.error.message}</FormAlert>}
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        // Stays busy after success too: the browser is leaving for Google.
        pending={google.isPending || (google.isSuccess && platform === 'web')}
        onClick={() => google.mutate()}
      >
        <GoogleLogo />
        Continue with Google
      </Button>
    </div>
  );
}

function isUnverified(error: Error): boolean {
  return error instanceof RequestError && error.code === 'email_not_verified';
}

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.7 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}
