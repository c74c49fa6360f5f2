import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { ariaKeyShortcut, formatShortcut } from '@/domain/routing/keyboard-shortcuts';
import { useIsMac } from '../../hooks/use-is-mac';
import { useOfflineSync } from '../../hooks/use-offline-sync';
import { usePagePrefetch } from '../../hooks/use-page-prefetch';
import { useBrowserTimeZoneOnce } from '../../hooks/use-preferences';
import { useRealtime } from '../../hooks/use-realtime';
import { useSession } from '../../hooks/use-session';
import { isNative } from '../../lib/platform';
import { BrandMark } from '../shell/brand-mark';
import { mainContentId } from '../shell/skip-link';
import { Button } from '../ui/button';
import { appNavigation } from './app-navigation';
import { BottomTabBar } from './bottom-tab-bar';
import { OfflineNotice } from './offline-notice';

const PhoneReminders = lazy(() =>
  import('./phone-reminders').then((module) => ({ default: module.PhoneReminders })),
);

/** The signed-in frame: header with navigation and account, and the page below it. */
export function AppLayout() {
  const { me } = useSession();
  const navigate = useNavigate();
  useBrowserTimeZoneOnce();
  useRealtime(me !== null);
  useOfflineSync(me?.user.id ?? null);
  usePagePrefetch(me !== null);
  return (
    <div className="flex min-h-dvh flex-col">
      {isNative && me !== null && (
        <Suspense fallback={null}>
          <PhoneReminders />
        </Suspense>
      )}
      <header className="sticky top-0 z-30 border-b border-line bg-canvas/90 pt-[env(safe-area-inset-top)] backdrop-blur-md">
        {/* Brand, eight labelled places, the initial and Sign out fit the 1152 px of max-w-6xl (1280 px and
            wider); each keeps its size, so nothing is drawn over another. */}
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-6 px-4 sm:px-6 xl:gap-4">
          <BrandMark to="/app" />
          <MainNavigation className="hidden md:flex" />
          <div className="ml-auto flex shrink-0 items-center gap-3">
            {me && (
              <span
                aria-hidden="true"
                title={me.user.name ? `${me.user.name} (${me.user.email})` : me.user.email}
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent"
              >
                {readInitial(me.user.name || me.user.email)}
              </span>
            )}
            <Button variant="secondary" size="sm" onClick={() => navigate('/logout')}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </Button>
          </div>
        </div>
        <OfflineNotice />
      </header>
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-[calc(var(--tab-bar-space)+max(2rem,var(--coach-button-space)))] outline-none sm:px-6 sm:pt-10 sm:pb-[calc(var(--tab-bar-space)+max(2.5rem,var(--coach-button-space)))]"
      >
        <Outlet />
      </main>
      <BottomTabBar />
    </div>
  );
}

function MainNavigation({ className }: { className: string }) {
  const isMac = useIsMac();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-1">
        {appNavigation.map(({ label, path, icon: Icon, shortcut }) => (
          <li key={path}>
            <NavLink
              to={path}
              end
              // The shortcut is named where it takes no room: the tooltip, assistive technology, and the
              // keyboard help shown once on wide screens.
              title={shortcut ? `${label} (${formatShortcut(shortcut, isMac)})` : label}
              aria-keyshortcuts={shortcut ? ariaKeyShortcut(shortcut, isMac) : undefined}
              className={({ isActive }) =>
                clsx(
                  'flex h-9 items-center gap-2 rounded-lg px-2.5 text-sm xl:px-2 font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  isActive
                    ? 'bg-surface-muted text-ink'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {/* From 768 px the header holds the navigation: icons first, the words from 1280 px. */}
              <span className="sr-only xl:not-sr-only">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function readInitial(text: string): string {
  return (text.trim()[0] ?? '?').toUpperCase();
}
