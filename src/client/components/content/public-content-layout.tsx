import type { ReactNode } from 'react';
import { PublicHeader } from '../marketing/public-header';
import { SiteFooter } from '../marketing/site-footer';
import { mainContentId } from '../shell/skip-link';

/** A public reading page: the site's header, one readable column, the site's footer. */
export function PublicContentLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader showSections={false} />
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 outline-none sm:px-6"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
