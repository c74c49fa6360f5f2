import { Outlet, ScrollRestoration } from 'react-router';
import { useNavigationShortcuts } from '../../hooks/use-navigation-shortcuts';
import { useSession } from '../../hooks/use-session';
import { useThemeColor } from '../../hooks/use-theme-color';
import { CoachLauncher } from '../coach/coach-launcher';
import { NavigationProgress } from './navigation-progress';
import { RouteGate } from './route-gate';
import { SkipLink } from './skip-link';
import { StatusBarShade } from './status-bar-shade';

/**
 * What every page shares: skip link, status-bar shade, shortcuts, theme colour, the route gate and the
 * floating coach (for guests and signed-in users alike).
 */
export function RootLayout() {
  const session = useSession();
  useThemeColor();
  useNavigationShortcuts(session.state === 'signed-in');
  return (
    <>
      <SkipLink />
      <StatusBarShade />
      <NavigationProgress />
      <RouteGate session={session}>
        <Outlet />
      </RouteGate>
      <CoachLauncher session={session} />
      <ScrollRestoration />
    </>
  );
}
