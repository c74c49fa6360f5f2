import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { readingMinutes } from '@/domain/content/render-markdown';
import { contentPath } from '@/domain/content/validate-content';
import { LoadError } from '../../components/ui/load-error';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { educationEntries } from '../../lib/content/education-content';
import { lessonProgressQuery } from '../../lib/education-api';

/** /in/education: the short lessons, each marked once read, with how many are left. */
export function EducationPage() {
  useDocumentTitle('Education');
  const progress = useQuery(lessonProgressQuery);
  const read = new Set(progress.data?.lessons.map((lesson) => lesson.slug));
  const readCount = educationEntries.filter((entry) => read.has(entry.slug)).length;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">Education</h1>
        <p className="mt-1 text-ink-muted">
          Short lessons on the methods behind lasting habits, each with a button that asks the coach to apply
          it to your own routine.
        </p>
        {progress.data && (
          <p className="mt-3 text-sm font-medium" aria-live="polite">
            {readCount} of {educationEntries.length} lessons read
          </p>
        )}
      </header>
      {progress.isError && (
        <LoadError
          title="Your reading progress could not be loaded"
          message="The lessons are all here; only the read marks are missing."
          onRetry={() => void progress.refetch()}
        />
      )}
      <ol className="space-y-3">
        {educationEntries.map((entry) => {
          const isRead = read.has(entry.slug);
          return (
            <li key={entry.slug}>
              <Link
                to={contentPath(entry.collection, entry.slug)}
                className="flex gap-4 rounded-xl border border-line bg-surface p-5 hover:border-line-strong focus-visible:outline-2 focus-visible:outline-focus"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-lg font-semibold">{entry.title}</span>
                  <span className="mt-1 block text-ink-muted text-pretty">{entry.description}</span>
                  <span className="mt-2 block text-sm text-ink-subtle">
                    {readingMinutes(entry.body)} min read
                  </span>
                </span>
                {isRead && (
                  <span className="inline-flex h-fit items-center gap-1 rounded-full bg-accent-soft px-2.5 py-1 text-sm font-medium text-accent-strong">
                    <CircleCheck aria-hidden="true" className="size-4" />
                    Read
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
