import { GoogleSignInNotInitializedError, googleInitializeOptions } from '@/domain/native/google-sign-in';
import type { TNativePlatform } from '@/domain/native/native-platform';
import { authClient, unwrapAuthResult } from './auth-client';

let initialized: Promise<boolean> | null = null;

/** Sets up the native Google sign-in once, with the server's public client ids (decision 0017). */
export function initializeGoogleSignIn(
  platform: TNativePlatform,
  clientIds: { web: string | null; ios: string | null },
): Promise<boolean> {
  initialized ??= (async () => {
    const options = googleInitializeOptions(platform, clientIds);
    if (!options) return false;
    const { SocialLogin } = await import('@capgo/capacitor-social-login');
    await SocialLogin.initialize({ google: options });
    return true;
  })().catch(() => false);
  return initialized;
}

/**
 * Native Google sign-in: the platform's Google account sheet gives an ID token, which Better Auth
 * verifies against Google (audience: our client ids) and turns into a session (a bearer token here).
 */
export async function signInWithGoogleNatively(): Promise<void> {
  if (!initialized || !(await initialized)) throw new GoogleSignInNotInitializedError();
  const { SocialLogin } = await import('@capgo/capacitor-social-login');
  const { result } = await SocialLogin.login({
    provider: 'google',
    options: { scopes: ['email', 'profile'] },
  });
  const idToken = 'idToken' in result ? result.idToken : null;
  if (!idToken) throw new Error('Google did not return an ID token. Please try again.');
  await unwrapAuthResult(authClient.signIn.social({ provider: 'google', idToken: { token: idToken } }));
}
