import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { PublicHeader } from '../marketing/public-header';
import { SiteFooter } from '../marketing/site-footer';
import { mainContentId } from '../shell/skip-link';

type TPublicContentLayoutProps = {
  children: ReactNode;
  /** The main column's width and spacing; a readable column by default. */
  mainClassName?: string;
  /** The site's footer under the page; a dashboard leaves it out. */
  footer?: boolean;
};

/** A public page: the site's header, one column, the site's footer. */
export function PublicContentLayout({
  children,
  mainClassName = 'max-w-3xl py-10',
  footer = true,
}: TPublicContentLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader showSections={false} />
      <main
        id={mainContentId}
        tabIndex={-1}
        className={clsx('mx-auto w-full flex-1 px-4 outline-none sm:px-6', mainClassName)}
      >
        {children}
      </main>
      {footer && <SiteFooter />}
    </div>
  );
}
