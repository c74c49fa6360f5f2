import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useNavigationShortcuts } from '../../hooks/use-navigation-shortcuts';
import { usePageViews } from '../../hooks/use-page-views';
import { useSession } from '../../hooks/use-session';
import { useThemeColor } from '../../hooks/use-theme-color';
import { lazyNamed } from '../../lib/lazy-named';
import { isNative } from '../../lib/platform';
import { CoachLauncher } from '../coach/coach-launcher';
import { TryEliteBanner } from '../marketing/try-elite-banner';
import { AfterHydration } from './after-hydration';
import { NavigationProgress } from './navigation-progress';
import { RouteGate } from './route-gate';
import { SkipLink } from './skip-link';
import { StatusBarShade } from './status-bar-shade';

// Plans, onboarding and the gate are for signed-in users only, and never part of the first paint.
const AccessGuard = lazyNamed(() => import('../billing/access-guard'), 'AccessGuard');
// Only the iOS and Android apps load their start-up code.
const NativeAppEvents = lazyNamed(() => import('./native-app-events'), 'NativeAppEvents');

/**
 * What every page shares: skip link, status-bar shade, shortcuts, theme colour, the route gate and the
 * floating coach (for guests and signed-in users alike).
 */
export function RootLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  useThemeColor();
  usePageViews();
  useNavigationShortcuts(session.state === 'signed-in');
  return (
    <>
      <SkipLink />
      <StatusBarShade />
      {isNative && (
        <Suspense fallback={null}>
          <NativeAppEvents session={session} />
        </Suspense>
      )}
      <NavigationProgress />
      {/* Gone while signing out, so none of its checks asks for an account that is ending. */}
      {/* The guard's checks read this browser's flags, and its code is not in a page the server draws. */}
      {session.me && pathname !== '/logout' && (
        <AfterHydration>
          <Suspense fallback={null}>
            <AccessGuard me={session.me} />
          </Suspense>
        </AfterHydration>
      )}
      <RouteGate session={session}>
        <Outlet />
      </RouteGate>
      <TryEliteBanner signedOut={session.state === 'signed-out'} />
      <CoachLauncher session={session} />
      <ScrollRestoration />
    </>
  );
}
