import type { ReactNode } from 'react';
import { mainContentId } from './skip-link';

type TStatusScreenProps = { icon: ReactNode; title: string; children: ReactNode; actions: ReactNode };

/** A full-page message with a way out: not found, crashed, cannot reach the server. */
export function StatusScreen({ icon, title, children, actions }: TStatusScreenProps) {
  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      className="flex min-h-dvh items-center justify-center px-5 py-16 outline-none"
    >
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-surface-muted text-ink-muted">
          {icon}
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink text-balance">{title}</h1>
        <div className="mt-3 text-ink-muted text-pretty">{children}</div>
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </main>
  );
}
