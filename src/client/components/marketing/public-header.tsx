import { Link } from 'react-router';
import { useBillingEnabled } from '../../hooks/use-billing-enabled';
import { useSession } from '../../hooks/use-session';
import { BrandMark } from '../shell/brand-mark';
import { buttonClasses } from '../ui/button';

const sectionLinks = [
  { label: 'Features', to: '#features' },
  { label: 'Plans', to: '#plans' },
];

/**
 * The header of public pages; pages other than the landing page leave out its section links, and a
 * signed-in reader (on /subscriptions or a legal page) gets the way back to the app instead of sign-in.
 */
export function PublicHeader({ showSections = true }: { showSections?: boolean }) {
  const signedIn = useSession().state === 'signed-in';
  const billing = useBillingEnabled();
  const links = sectionLinks.filter((link) => link.to !== '#plans' || billing === true);
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-canvas/85 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <BrandMark />
        {showSections && (
          <nav aria-label="Sections" className="hidden md:block">
            <ul className="flex gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          {signedIn ? (
            <Link to="/app" className={buttonClasses({ size: 'sm' })}>
              Open the app
            </Link>
          ) : (
            <>
              <Link to="/auth" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                Sign in
              </Link>
              <Link to="/auth?mode=signup" className={buttonClasses({ size: 'sm' })}>
                Get started
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
