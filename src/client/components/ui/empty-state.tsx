import { type LucideIcon, Plus } from 'lucide-react';
import { Button } from './button';

/** What a list shows before it has anything: what goes here, and the button that adds the first one. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  actionLabel,
  onAction,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong/60 bg-surface px-6 py-14 text-center">
      <div className="flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 max-w-sm text-sm text-pretty text-ink-muted">{description}</p>
      <Button className="mt-6" onClick={onAction}>
        <Plus aria-hidden="true" className="size-4" />
        {actionLabel}
      </Button>
    </div>
  );
}
