import type { ReactNode } from 'react';
import { Card } from '../ui/card';

type TSettingsSectionProps = {
  /** The anchor (/settings#password) and the heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
};

/** One area of the settings page: a card with its heading, named by that heading. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: TSettingsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <Card className={tone === 'danger' ? 'border-danger/40' : undefined}>
        <h2
          id={`${id}-heading`}
          className={tone === 'danger' ? 'text-lg font-semibold text-danger' : 'text-lg font-semibold'}
        >
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}
