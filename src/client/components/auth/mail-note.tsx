import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The reassuring box that tells people an e-mail is on its way and what to do with it. */
export function MailNote({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-accent-soft p-4 text-sm text-ink-muted">
      <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <p>{children}</p>
    </div>
  );
}
