import { Link, useLocation } from 'react-router';
import { isTryEliteBannerShown } from '@/domain/subscription/try-elite-banner';
import { useBillingEnabled } from '../../hooks/use-billing-enabled';
import { useWindowWidth } from '../../hooks/use-window-width';
import { buttonClasses } from '../ui/button';

/** Spec 2: the sticky 'Try Elite free for 7 days' banner, linking to /pricing. */
export function TryEliteBanner({ signedOut }: { signedOut: boolean }) {
  const { pathname } = useLocation();
  const width = useWindowWidth();
  // Asks the server whether plans are sold only where the banner could show.
  if (!isTryEliteBannerShown({ pathname, windowWidth: width, signedOut, billing: true })) return null;
  return <BannerWhenBillingIsOn />;
}

function BannerWhenBillingIsOn() {
  if (useBillingEnabled() !== true) return null;
  return (
    <aside
      aria-label="Free trial"
      className="sticky bottom-0 z-30 border-t border-line bg-surface-raised/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur"
    >
      <Link to="/pricing" className={buttonClasses({ className: 'w-full' })}>
        Try Elite free for 7 days
      </Link>
    </aside>
  );
}
