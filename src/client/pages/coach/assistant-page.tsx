import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../hooks/use-session';
import { CoachWorkspace } from './coach-workspace';

/** /in/assistant: the signed-in user's coach as a full page. */
export function AssistantPage() {
  const { me } = useSession();
  useDocumentTitle('Coach');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Coach</h1>
        <p className="mt-1 text-sm text-ink-muted">
          Plan your day, shape a goal, or ask what to focus on. Nothing changes until you confirm.
        </p>
      </div>
      {me && <CoachWorkspace key={me.user.id} userId={me.user.id} />}
    </div>
  );
}
