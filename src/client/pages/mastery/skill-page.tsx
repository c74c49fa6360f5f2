import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ellipsis, Layers, Link2, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDuration } from '@/domain/actions/format-duration';
import { formatCalendarDate } from '@/domain/dates/day-titles';
import { todayInTimeZone } from '@/domain/dates/today-in-time-zone';
import { defaultSubskillName } from '@/domain/skills/skill-rules';
import { LinkedHabitList } from '../../components/habits/linked-habit-list';
import { formatHours, SkillStats } from '../../components/mastery/skill-stats';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Menu } from '../../components/ui/menu';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { habitsOfDayQuery, refetchIfInvalidated } from '../../hooks/use-habits-of-day';
import { readBrowserTimeZone, usePreferences } from '../../hooks/use-preferences';
import {
  useCreateSubskill,
  useDeleteSkill,
  useDeleteSubskill,
  useUnlinkHabitFromSkill,
} from '../../hooks/use-skill-mutations';
import { useSkill } from '../../hooks/use-skills';
import { readFailureStatus } from '../../lib/request-error';
import type { TSkillDetail } from '../../lib/skills-api';

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
const SubskillFormDialog = lazy(() =>
  import('../../components/mastery/subskill-form-dialog').then((module) => ({
    default: module.SubskillFormDialog,
  })),
);
const PracticeDialog = lazy(() =>
  import('../../components/mastery/practice-dialog').then((module) => ({ default: module.PracticeDialog })),
);
const SkillLinksDialog = lazy(() =>
  import('../../components/mastery/skill-links-dialog').then((module) => ({
    default: module.SkillLinksDialog,
  })),
);
const ConfirmDialog = lazy(() =>
  import('../../components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);
const SkillHoursChart = lazy(() =>
  import('../../components/mastery/skill-hours-chart').then((module) => ({
    default: module.SkillHoursChart,
  })),
);

type TDialog =
  | { kind: 'edit' | 'delete' | 'create-subskill' | 'links' }
  | { kind: 'rename-subskill' | 'delete-subskill' | 'practice'; subskillId: string }
  | null;

/**
 * One skill (/in/mastery/{skillId}): level and XP, subskills with their hours, practice logging,
 * linked habits, recent practice and the weekly hours of the last 12 weeks. Another user's or an
 * unknown id shows a not-found state (the API answers 404).
 */
export function SkillPage() {
  const { skillId = '' } = useParams();
  const skill = useSkill(skillId);
  useDocumentTitle(skill.data?.skill.name ?? 'Skill');

  if (skill.isPending) return <SkillPageSkeleton />;
  if (skill.isError) {
    if (readFailureStatus(skill.error) === 404) return <SkillNotFound />;
    return (
      <div className="space-y-6">
        <BackLink />
        <LoadError
          title="We couldn’t load this skill"
          message={skill.error.message}
          onRetry={() => void skill.refetch()}
        />
      </div>
    );
  }
  return <SkillDetail detail={skill.data} />;
}

function SkillDetail({ detail }: { detail: TSkillDetail }) {
  const navigate = useNavigate();
  const preferences = usePreferences();
  const habits = useQuery({ ...habitsOfDayQuery(null, 'active'), refetchOnMount: refetchIfInvalidated });
  const deleteSkill = useDeleteSkill();
  const deleteSubskill = useDeleteSubskill();
  const createSubskill = useCreateSubskill();
  const unlink = useUnlinkHabitFromSkill();
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);
  const { skill, subskills } = detail;
  const today = todayInTimeZone(new Date(), preferences.data?.timezone ?? readBrowserTimeZone() ?? 'UTC');
  const subskillOf = (id: string) => subskills.find((subskill) => subskill.id === id);
  const dialogSubskill = dialog && 'subskillId' in dialog ? subskillOf(dialog.subskillId) : undefined;
  const firstSubskill = subskills[0];

  return (
    <div className="space-y-6">
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-semibold tracking-tight break-words">{skill.name}</h1>
          {skill.description && (
            <p className="mt-1 text-sm text-ink-muted break-words">{skill.description}</p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Button
            disabled={createSubskill.isPending}
            onClick={() => {
              if (firstSubskill) return setDialog({ kind: 'practice', subskillId: firstSubskill.id });
              // No subskill yet: practice goes on the default one (decision 0025); the dialog opens
              // once the refetched skill lists it.
              createSubskill.mutate(
                { id: skill.id, name: defaultSubskillName, description: null },
                { onSuccess: ({ subskill }) => setDialog({ kind: 'practice', subskillId: subskill.id }) },
              );
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Log practice
          </Button>
          <Menu
            label={`Actions for ${skill.name}`}
            trigger={<Ellipsis aria-hidden="true" className="size-5" />}
            items={[
              { label: 'Edit skill', onSelect: () => setDialog({ kind: 'edit' }) },
              { label: 'Delete skill', onSelect: () => setDialog({ kind: 'delete' }), destructive: true },
            ]}
          />
        </div>
      </header>

      <section
        aria-label="Level and XP"
        className="rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-5"
      >
        <SkillStats skill={skill} />
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="subskills-title" className="space-y-3">
            <div className="flex items-center justify-between gap-3">
              <h2 id="subskills-title" className="text-lg font-semibold">
                Subskills
              </h2>
              {subskills.length > 0 && (
                <Button variant="secondary" size="sm" onClick={() => setDialog({ kind: 'create-subskill' })}>
                  <Plus aria-hidden="true" className="size-4" />
                  New subskill
                </Button>
              )}
            </div>
            {subskills.length === 0 ? (
              <EmptyState
                icon={Layers}
                title="No subskills yet"
                description="Practice is logged on a part of the skill: scales, sight-reading, footwork. Add the first one."
                actionLabel="Add your first subskill"
                onAction={() => setDialog({ kind: 'create-subskill' })}
              />
            ) : (
              <ul
                aria-label="Subskills"
                className="divide-y divide-line rounded-2xl border border-line bg-surface"
              >
                {subskills.map((subskill) => (
                  <li key={subskill.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words">{subskill.name}</p>
                      <p className="text-sm text-ink-muted tabular-nums">{formatHours(subskill.hours)}</p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setDialog({ kind: 'practice', subskillId: subskill.id })}
                    >
                      Log practice<span className="sr-only"> on {subskill.name}</span>
                    </Button>
                    <Menu
                      label={`Actions for ${subskill.name}`}
                      trigger={<Ellipsis aria-hidden="true" className="size-5" />}
                      items={[
                        {
                          label: 'Rename',
                          onSelect: () => setDialog({ kind: 'rename-subskill', subskillId: subskill.id }),
                        },
                        {
                          label: 'Delete',
                          onSelect: () => setDialog({ kind: 'delete-subskill', subskillId: subskill.id }),
                          destructive: true,
                        },
                      ]}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section
            aria-labelledby="weekly-hours-title"
            className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
          >
            <h2 id="weekly-hours-title" className="font-semibold">
              Progress over time
            </h2>
            <p className="text-sm text-ink-muted">Hours practised each week, last 12 weeks.</p>
            <Suspense fallback={<div className="h-48" />}>
              <SkillHoursChart weeks={detail.weekly_hours} />
            </Suspense>
            <table className="sr-only">
              <caption>Hours practised each week</caption>
              <thead>
                <tr>
                  <th scope="col">Week starting</th>
                  <th scope="col">Hours</th>
                </tr>
              </thead>
              <tbody>
                {detail.weekly_hours.map((week) => (
                  <tr key={week.week_start}>
                    <td>{formatCalendarDate(week.week_start)}</td>
                    <td>{week.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>

        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby="linked-habits-title"
            className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <h2 id="linked-habits-title" className="font-semibold">
                Linked habits
              </h2>
              <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'links' })}>
                <Link2 aria-hidden="true" className="size-4" />
                Link a habit
              </Button>
            </div>
            {detail.links.length === 0 ? (
              <p className="mt-2 text-sm text-ink-muted">
                No habits linked. A linked habit earns 10 XP × its weight each day you complete it.
              </p>
            ) : (
              <LinkedHabitList
                links={detail.links.map((item) => ({ habitId: item.habit_id, weight: item.weight }))}
                weightLabel="Weight"
                habits={habits.data?.habits ?? []}
                onUnlink={(habitId) => unlink.mutate({ id: skill.id, habitId })}
              />
            )}
          </section>

          <section
            aria-labelledby="recent-practice-title"
            className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
          >
            <h2 id="recent-practice-title" className="font-semibold">
              Recent practice
            </h2>
            {detail.recent_time_logs.length === 0 ? (
              <p className="mt-2 text-sm text-ink-muted">Nothing logged yet.</p>
            ) : (
              <ul aria-label="Recent practice" className="mt-2 divide-y divide-line text-sm">
                {detail.recent_time_logs.map((log) => (
                  <li key={log.id} className="flex items-baseline justify-between gap-3 py-2">
                    <span className="min-w-0">
                      <span className="block truncate font-medium">
                        {subskillOf(log.subskill_id)?.name ?? 'Deleted subskill'}
                      </span>
                      <span className="block text-ink-muted">
                        {formatCalendarDate(log.date)}
                        {log.session_type && ` · ${log.session_type}`}
                        {log.quality_rating !== null && ` · quality ${log.quality_rating}/5`}
                      </span>
                    </span>
                    <span className="shrink-0 font-semibold tabular-nums">{formatDuration(log.seconds)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>

      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && <SkillFormDialog skill={skill} onClose={close} />}
        {dialog?.kind === 'delete' && (
          <DeleteSkillDialog
            skill={skill}
            onClose={close}
            onConfirm={() => {
              deleteSkill.mutate(skill.id);
              navigate('/in/mastery');
            }}
          />
        )}
        {(dialog?.kind === 'create-subskill' || (dialog?.kind === 'rename-subskill' && dialogSubskill)) && (
          <SubskillFormDialog detail={detail} subskill={dialogSubskill ?? null} onClose={close} />
        )}
        {dialog?.kind === 'delete-subskill' && dialogSubskill && (
          <ConfirmDialog
            title="Delete subskill?"
            description={`“${dialogSubskill.name}” will be deleted with its logged practice. This cannot be undone.`}
            confirmLabel="Delete subskill"
            onConfirm={() => deleteSubskill.mutate({ id: skill.id, subskillId: dialogSubskill.id })}
            onClose={close}
          />
        )}
        {dialog?.kind === 'practice' && dialogSubskill && (
          <PracticeDialog detail={detail} subskillId={dialogSubskill.id} today={today} onClose={close} />
        )}
        {dialog?.kind === 'links' && <SkillLinksDialog detail={detail} onClose={close} />}
      </Suspense>
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/in/mastery" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Mastery
    </Link>
  );
}

function SkillNotFound() {
  useDocumentTitle('Skill not found');
  return (
    <div className="space-y-6">
      <BackLink />
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong/60 bg-surface px-6 py-14 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Skill not found</h1>
        <p className="mt-2 max-w-sm text-sm text-ink-muted">
          This skill does not exist, or it is not yours. It may have been deleted.
        </p>
        <Link to="/in/mastery" className={buttonClasses({ className: 'mt-6' })}>
          Go to Mastery
        </Link>
      </div>
    </div>
  );
}

function SkillPageSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p className="sr-only">Loading skill…</p>
      <div className="h-8 w-1/3 animate-pulse rounded bg-surface-muted" />
      <div className="h-24 animate-pulse rounded-2xl bg-surface-muted" />
      <div className="h-40 animate-pulse rounded-2xl bg-surface-muted" />
    </div>
  );
}
