import { Sprout } from 'lucide-react';
import { useDocumentTitle } from '../../hooks/use-document-title';

const dateFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

/** Today's habits; until the tracker arrives it says plainly that there is nothing here yet. */
export function TodayPage() {
  useDocumentTitle('Today');
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm font-medium text-ink-muted">{dateFormat.format(new Date())}</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight">Today</h1>
      </div>
      <section
        aria-labelledby="today-empty-title"
        className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong/60 bg-surface px-6 py-14 text-center"
      >
        <div className="flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <Sprout aria-hidden="true" className="size-6" />
        </div>
        <h2 id="today-empty-title" className="mt-4 text-lg font-semibold">
          No habits yet
        </h2>
        <p className="mt-2 max-w-sm text-sm text-ink-muted text-pretty">
          Your habits and today's check-ins will appear here.
        </p>
      </section>
    </div>
  );
}
