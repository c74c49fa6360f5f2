import { Plus, Trophy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FocusSessionList } from '../../components/focus/focus-session-list';
import { SkillCard, type TSkillAction } from '../../components/mastery/skill-card';
import { XpExplainer } from '../../components/mastery/xp-explainer';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useDeleteSkill } from '../../hooks/use-skill-mutations';
import { useSkills } from '../../hooks/use-skills';

// Dialogs and the timer load when needed: Radix and the zod-based rules stay out of the list's paint.
const SkillFormDialog = lazy(() =>
  import('../../components/mastery/skill-form-dialog').then((module) => ({
    default: module.SkillFormDialog,
  })),
);
const DeleteSkillDialog = lazy(() =>
  import('../../components/mastery/delete-skill-dialog').then((module) => ({
    default: module.DeleteSkillDialog,
  })),
);
const FocusSessionPanel = lazy(() =>
  import('../../components/focus/focus-session-panel').then((module) => ({
    default: module.FocusSessionPanel,
  })),
);

type TDialog = { kind: 'create' } | { kind: TSkillAction; skillId: string } | null;

/**
 * Mastery (/in/mastery): the user's skills with hours, XP, level and progress to the next level, the
 * focus-session timer and the latest focus sessions. Other tabs' changes arrive by realtime.
 */
export function MasteryPage() {
  useDocumentTitle('Mastery');
  const skills = useSkills();
  const deleteSkill = useDeleteSkill();
  const [dialog, setDialog] = useState<TDialog>(null);
  const list = skills.data?.skills ?? [];
  const dialogSkill =
    dialog && dialog.kind !== 'create' ? list.find((skill) => skill.id === dialog.skillId) : undefined;
  const close = () => setDialog(null);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold tracking-tight">Mastery</h1>
          <p className="mt-1 text-sm text-ink-muted">The skills you are building, hour by hour.</p>
        </div>
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          New skill
        </Button>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="skills-title" className="min-w-0 space-y-4">
          <h2 id="skills-title" className="sr-only">
            Your skills
          </h2>
          {skills.isPending ? (
            <SkillListSkeleton />
          ) : skills.isError ? (
            <LoadError
              title="We couldn’t load your skills"
              message={skills.error.message}
              onRetry={() => void skills.refetch()}
            />
          ) : list.length === 0 ? (
            <EmptyState
              icon={Trophy}
              title="No skills yet"
              description="Name a skill you want to master, log your practice, and watch its level climb."
              actionLabel="Create your first skill"
              onAction={() => setDialog({ kind: 'create' })}
            />
          ) : (
            <ul aria-label="Skills" className="grid gap-3 xl:grid-cols-2">
              {list.map((skill) => (
                <SkillCard
                  key={skill.id}
                  skill={skill}
                  onAction={(action) => setDialog({ kind: action, skillId: skill.id })}
                />
              ))}
            </ul>
          )}
          <XpExplainer />
        </section>

        <div className="min-w-0 space-y-4">
          <Suspense fallback={null}>
            <FocusSessionPanel />
          </Suspense>
          <FocusSessionList />
        </div>
      </div>

      <Suspense fallback={null}>
        {(dialog?.kind === 'create' || (dialog?.kind === 'edit' && dialogSkill)) && (
          <SkillFormDialog skill={dialog.kind === 'edit' ? (dialogSkill ?? null) : null} onClose={close} />
        )}
        {dialog?.kind === 'delete' && dialogSkill && (
          <DeleteSkillDialog
            skill={dialogSkill}
            onClose={close}
            onConfirm={() => deleteSkill.mutate(dialogSkill.id)}
          />
        )}
      </Suspense>
    </div>
  );
}

function SkillListSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3 xl:grid-cols-2">
      <p className="sr-only">Loading skills…</p>
      {[0, 1].map((row) => (
        <div key={row} className="space-y-3 rounded-2xl border border-line bg-surface p-5">
          <div className="h-4 w-1/2 animate-pulse rounded bg-surface-muted" />
          <div className="h-3 w-2/3 animate-pulse rounded bg-surface-muted" />
          <div className="h-2.5 w-full animate-pulse rounded-full bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}
