import { clsx } from 'clsx';
import { Ellipsis, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { splitTabBarItems } from '@/domain/layout/tab-bar-items';
import { appNavigation } from './app-navigation';

const tabClasses = (active: boolean) =>
  clsx(
    'flex h-16 min-w-0 flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
    active ? 'text-accent' : 'text-ink-muted',
  );

/**
 * The signed-in app's main places on a phone (below 768 px), one thumb away: four tabs and More, which
 * lists the rest and Sign out. It marks the document so floating buttons and toasts sit above it.
 */
export function BottomTabBar() {
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  const { tabs, more } = splitTabBarItems(appNavigation);
  const moreActive = more.some((item) => item.path === pathname);

  useEffect(() => {
    document.documentElement.setAttribute('data-tab-bar', '');
    return () => document.documentElement.removeAttribute('data-tab-bar');
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the list.
  useEffect(() => setMoreOpen(false), [pathname]);
  useEffect(() => {
    if (!moreOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMoreOpen(false);
      moreButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [moreOpen]);

  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      {moreOpen && (
        <ul id={moreId} className="border-b border-line px-2 py-2">
          {more.map(({ label, path, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={path}
                className="flex h-12 items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-surface-muted"
              >
                <Icon aria-hidden="true" className="size-5 text-ink-muted" />
                {label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              to="/logout"
              className="flex h-12 items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-surface-muted"
            >
              <LogOut aria-hidden="true" className="size-5 text-ink-muted" />
              Sign out
            </NavLink>
          </li>
        </ul>
      )}
      <ul className="flex">
        {tabs.map(({ label, path, icon: Icon }) => (
          <li key={path} className="flex min-w-0 flex-1">
            <NavLink to={path} end className={({ isActive }) => tabClasses(isActive)}>
              <Icon aria-hidden="true" className="size-5" />
              <span className="truncate">{label}</span>
            </NavLink>
          </li>
        ))}
        {more.length > 0 && (
          <li className="flex min-w-0 flex-1">
            <button
              ref={moreButton}
              type="button"
              aria-expanded={moreOpen}
              aria-controls={moreId}
              onClick={() => setMoreOpen((open) => !open)}
              className={clsx(tabClasses(moreActive || moreOpen), 'cursor-pointer')}
            >
              <Ellipsis aria-hidden="true" className="size-5" />
              More
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
