/**
 * The platform the web app runs on, as Capacitor reports it (never the user agent). Injected into
 * the rules below so they stay pure; the client reads it once (client/lib/platform.ts).
 */
export const platforms = ['web', 'ios', 'android'] as const;
export type TPlatform = (typeof platforms)[number];
export type TNativePlatform = Exclude<TPlatform, 'web'>;

export function readPlatform(getPlatform: () => string): TPlatform {
  const name = getPlatform();
  return name === 'ios' || name === 'android' ? name : 'web';
}

/** The globals Capacitor itself reads to tell where it runs. */
export type TCapacitorGlobals = {
  CapacitorCustomPlatform?: { name?: unknown } | null;
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
};

/**
 * Capacitor's own answer (getPlatform in @capacitor/core: a custom platform first, then the Android and
 * iOS bridges its native shells inject), read from the same globals, so the web app learns it is on the
 * web without loading Capacitor's runtime in its first script.
 */
export function capacitorPlatformName(globals: TCapacitorGlobals): string {
  if (globals.CapacitorCustomPlatform) return String(globals.CapacitorCustomPlatform.name);
  if (globals.androidBridge) return 'android';
  if (globals.webkit?.messageHandlers?.bridge) return 'ios';
  return 'web';
}

export function isNativePlatform(platform: TPlatform): platform is TNativePlatform {
  return platform !== 'web';
}

export function welcomePathFor(platform: TNativePlatform): string {
  return platform === 'ios' ? '/welcome-ios' : '/welcome-android';
}

export function paywallPathFor(platform: TNativePlatform): string {
  return platform === 'ios' ? '/paywall-ios' : '/paywall-android';
}

/** The marketing pages a phone never shows: it has its own welcome and paywall screens. */
const signedOutWelcomePaths: readonly string[] = ['/', '/pricing', '/7daytrial'];
const signedInPaywallPaths: readonly string[] = ['/pricing', '/7daytrial'];

/**
 * Spec 2, native platform rules: on iOS or Android, signed-out visitors at /, /pricing or /7daytrial
 * go to the platform's welcome page; signed-in users at /pricing or /7daytrial to its paywall.
 * Null when the rule does not apply (the web, another page, or the session still loading).
 */
export function resolveNativeRedirect(input: {
  platform: TPlatform;
  pathname: string;
  session: 'loading' | 'signed-in' | 'signed-out';
}): string | null {
  const { platform, pathname, session } = input;
  if (!isNativePlatform(platform) || session === 'loading') return null;
  if (session === 'signed-out' && signedOutWelcomePaths.includes(pathname)) return welcomePathFor(platform);
  if (session === 'signed-in' && signedInPaywallPaths.includes(pathname)) return paywallPathFor(platform);
  return null;
}
