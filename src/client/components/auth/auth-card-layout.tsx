import type { ReactNode } from 'react';
import { BrandMark } from '../shell/brand-mark';
import { mainContentId } from '../shell/skip-link';
import { Card } from '../ui/card';

type TAuthCardLayoutProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** For a result that replaces a form: read out the whole card once it appears. */
  announce?: boolean;
};

/** The frame of every account page: logo, one card with the task, and quiet links under it. */
export function AuthCardLayout({
  title,
  description,
  children,
  footer,
  announce = false,
}: TAuthCardLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col pt-[env(safe-area-inset-top)]">
      <header className="px-5 py-5 sm:px-8">
        <BrandMark />
      </header>
      <main
        id={mainContentId}
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 outline-none sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-[26rem]">
          <Card role={announce ? 'status' : undefined}>
            <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
            {description && <div className="mt-2 text-sm text-ink-muted text-pretty">{description}</div>}
            <div className="mt-6">{children}</div>
          </Card>
          {footer && <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
