import type { TNativePlatform } from './native-platform';

/** Spec 8: the start-up error when native Google sign-in is used before it could be set up. */
export const googleNotInitializedMessage = 'Google Sign-In not initialized';

export class GoogleSignInNotInitializedError extends Error {
  override name = 'GoogleSignInNotInitializedError';
  constructor() {
    super(googleNotInitializedMessage);
  }
}

/**
 * What @capgo/capacitor-social-login is initialised with on each platform, from the server's public
 * client ids; null when the server has no Google sign-in (or iOS lacks its own client).
 */
export function googleInitializeOptions(
  platform: TNativePlatform,
  clientIds: { web: string | null; ios: string | null },
): { webClientId: string; iOSClientId?: string; iOSServerClientId?: string; mode: 'online' } | null {
  if (!clientIds.web) return null;
  if (platform === 'android') return { webClientId: clientIds.web, mode: 'online' };
  if (!clientIds.ios) return null;
  return {
    webClientId: clientIds.web,
    iOSClientId: clientIds.ios,
    iOSServerClientId: clientIds.web,
    mode: 'online',
  };
}
