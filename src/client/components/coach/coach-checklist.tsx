import { CheckCircle2, Circle } from 'lucide-react';
import type { TChecklistItem } from '@/domain/coach/derive-checklist';

/** The task items of the coach's latest plan (spec 2), each filled or not. */
export function CoachChecklist({ items }: { items: TChecklistItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="coach-checklist-title" className="rounded-xl border border-line bg-surface p-3">
      <h3 id="coach-checklist-title" className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        Checklist
      </h3>
      <ul className="mt-2 flex flex-col gap-1.5">
        {items.map((item, index) => (
          // Labels may repeat; the position is what identifies an item in a plan.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className="flex items-start gap-2 text-sm">
            {item.filled ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-subtle" />
            )}
            <span className={item.filled ? 'text-ink-muted line-through' : undefined}>
              {item.label}
              <span className="sr-only">{item.filled ? ' (done)' : ' (to do)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
