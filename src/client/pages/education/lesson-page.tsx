import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bot } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import type { TLessonRead } from '@/domain/content/content-api';
import { collectionSections } from '@/domain/content/content-collections';
import { ContentArticle } from '../../components/content/content-article';
import { Button } from '../../components/ui/button';
import { educationEntries } from '../../lib/content/education-content';
import { lessonProgressQueryKey, markLessonRead } from '../../lib/education-api';
import { openAssistantEventName } from '../../lib/open-assistant-event';
import { NotFoundPage } from '../not-found/not-found-page';

/** /in/education/{slug}: one lesson; opening it marks it read, and its button asks the coach to apply it. */
export function LessonPage() {
  const { slug } = useParams();
  const entry = educationEntries.find((candidate) => candidate.slug === slug);
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: markLessonRead,
    // The list does not refetch when it mounts again (spec 9's cache), so the answer goes into it.
    onSuccess: (lesson) =>
      queryClient.setQueryData(lessonProgressQueryKey, (old: { lessons: TLessonRead[] } | undefined) =>
        old && !old.lessons.some((known) => known.slug === lesson.slug)
          ? { lessons: [...old.lessons, lesson] }
          : old,
      ),
  });
  const { mutate } = markRead;
  useEffect(() => {
    if (entry) mutate(entry.slug);
  }, [entry, mutate]);
  if (!entry) return <NotFoundPage />;
  const askCoach = () =>
    window.dispatchEvent(new CustomEvent(openAssistantEventName, { detail: { prompt: entry.prompt } }));
  return (
    <div className="mx-auto max-w-3xl">
      <ContentArticle entries={educationEntries} entry={entry} section={collectionSections.education} />
      <aside
        aria-labelledby="apply-lesson"
        className="mt-10 rounded-xl border border-line bg-accent-soft p-5 print:hidden"
      >
        <h2 id="apply-lesson" className="text-lg font-semibold">
          Put it to work
        </h2>
        <p className="mt-1 text-ink-muted">
          The coach asks about your routine and proposes changes you can confirm or cancel.
        </p>
        <Button className="mt-4" onClick={askCoach}>
          <Bot aria-hidden="true" className="size-4" />
          Apply this with the coach
        </Button>
      </aside>
    </div>
  );
}
