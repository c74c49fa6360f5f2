import { coachDemoPage } from '@/domain/content/app-public-pages';
import { PublicHeader } from '../../components/marketing/public-header';
import { mainContentId } from '../../components/shell/skip-link';
import { TextLink } from '../../components/ui/text-link';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { CoachWorkspace } from './coach-workspace';

/** /coach: the coach for signed-out visitors, as a guest (a signed-in user is sent to /in/assistant). */
export function CoachDemoPage() {
  useDocumentTitle(coachDemoPage.title);
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-8 outline-none sm:px-6"
      >
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{coachDemoPage.heading}</h1>
          <p className="mt-1 text-sm text-ink-muted">
            Chat as a guest: a few requests every 10 minutes and shorter answers.{' '}
            <TextLink to="/auth?mode=signup">Create an account</TextLink> to let the coach add habits and
            goals for you.
          </p>
        </div>
        <CoachWorkspace userId={null} />
      </main>
    </div>
  );
}
