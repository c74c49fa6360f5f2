import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Plus, Sprout } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatLongDate, formatShortDate, readDayTitle } from '@/domain/dates/day-titles';
import { todayInTimeZone } from '@/domain/dates/today-in-time-zone';
import { readDayParam, writeDayParam } from '@/domain/habits/day-navigation';
import { tallyVerdicts } from '@/domain/habits/habit-day-verdict';
import { moveInOrder } from '@/domain/habits/move-in-order';
import { DayAgenda } from '../../components/focus/day-agenda';
import { ArchivedHabitsLoading } from '../../components/habits/archived-habits-loading';
import { DayControls } from '../../components/habits/day-controls';
import { DaySummary } from '../../components/habits/day-summary';
import { archivedHabitId, habitRowId, startTimerButtonId } from '../../components/habits/habit-element-ids';
import { HabitListSkeleton } from '../../components/habits/habit-list-skeleton';
import { HabitRow, type THabitAction } from '../../components/habits/habit-row';
import { HabitsLoadError } from '../../components/habits/habits-load-error';
import { moveBetweenHabits } from '../../components/habits/move-between-habits';
import { AfterHydration } from '../../components/shell/after-hydration';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useDeferredArrival } from '../../hooks/use-deferred-arrival';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useDragToReorder } from '../../hooks/use-drag-to-reorder';
import { useFocusWhenShown } from '../../hooks/use-focus-when-shown';
import {
  useDeleteHabit,
  useReorderHabits,
  useSaveHabitLog,
  useUpdateHabit,
} from '../../hooks/use-habit-mutations';
import { habitsOfDayQuery, useHabitsOfDay } from '../../hooks/use-habits-of-day';
import { useRefreshAtNewDay } from '../../hooks/use-refresh-at-new-day';
import { useRevealedRows } from '../../hooks/use-revealed-rows';
import { useSession } from '../../hooks/use-session';
import { useStableCallback } from '../../hooks/use-stable-callback';
import { useTimeTracker } from '../../hooks/use-time-tracker';
import type { THabitOfDay } from '../../lib/habits-api';
import { createLazyModule } from '../../lib/lazy-module';
import { lazyNamed } from '../../lib/lazy-named';
import { showToast } from '../../lib/toast-store';

// Dialogs load when first opened (Radix and the zod-based habit rules stay out of the first paint).
const habitFormDialog = createLazyModule(() => import('../../components/habits/habit-form-dialog'));
const HabitFormDialog = lazyNamed(habitFormDialog.load, 'HabitFormDialog');
const DeleteHabitDialog = lazyNamed(
  () => import('../../components/habits/delete-habit-dialog'),
  'DeleteHabitDialog',
);
const PauseHabitDialog = lazyNamed(
  () => import('../../components/habits/pause-habit-dialog'),
  'PauseHabitDialog',
);
const HabitDetailsDialog = lazyNamed(
  () => import('../../components/habits/habit-details-dialog'),
  'HabitDetailsDialog',
);

// The day's insights come after the habits, below them: their query and code never hold up /app's
// first paint, and their arrival never moves a habit under the user's finger or pointer.
const DailyInsightsCard = lazyNamed(
  () => import('../../components/analytics/daily-insights-card'),
  'DailyInsightsCard',
);

// Shown on few visits (a timer running, the archive opened): their code stays out of the first paint.
const timerPanel = createLazyModule(() => import('../../components/habits/time-tracker-panel'));
const TimeTrackerPanel = lazyNamed(timerPanel.load, 'TimeTrackerPanel');
const archivedHabits = createLazyModule(() => import('../../components/habits/archived-habits'));
const ArchivedHabits = lazyNamed(archivedHabits.load, 'ArchivedHabits');

type TDialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'details' | 'pause'; habit: THabitOfDay }
  | null;

/**
 * The habit tracker (/app): one day's habits to check off or count, the day's focus, a timer per
 * habit, and the habits' management. The day is in the address (?date=), today when it is not.
 */
/**
 * Rows that fill the first screen (4 start on a 412×823 phone, 5 at 1280×800): they render with the page,
 * the rest of a long list right after, a few per background render (`useRevealedRows`).
 */
const firstScreenRows = 5;
const rowsPerStep = 4;

export function TodayPage() {
  useDocumentTitle('Today');
  const { me } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = readDayParam(params.get('date'));
  const habits = useHabitsOfDay(requested, 'active');
  // The first day to arrive renders in the background (its skeleton stays until then).
  const shownDay = useDeferredArrival(habits.data);
  const isPending = shownDay === undefined && !habits.isError;
  const today = shownDay?.today ?? null;
  const day = requested ?? today;
  // While another day loads, the previous one stays on screen but cannot be changed.
  const isShowingDay = shownDay !== undefined && shownDay.date === day;
  const list = shownDay?.habits ?? [];
  // The first screen paints without waiting for the rows below it (decisions 0033, 0005).
  const shownRows = useRevealedRows(list.length, firstScreenRows, rowsPerStep);

  const [dialog, setDialog] = useState<TDialog>(null);
  const [showArchived, setShowArchived] = useState(false);
  const saveTrackedTime = useSaveHabitLog({ retry: false });
  const updateHabit = useUpdateHabit();
  const deleteHabit = useDeleteHabit();
  const reorderHabits = useReorderHabits();
  const habitList = useRef<HTMLUListElement>(null);
  const dragToReorder = useDragToReorder(
    list.map((habit) => habit.id),
    habitList,
    (ids) => reorderHabits.mutate(ids),
  );
  const tracker = useTimeTracker(me?.user.id ?? null, ({ habitId, seconds, date }) =>
    saveTrackedTime.mutateAsync({ habit_id: habitId, date, add_time_tracked_seconds: seconds }),
  );

  useRefreshAtNewDay(today, shownDay?.timezone ?? null, () => void habits.refetch());

  // Habits cannot be logged ahead: a future date in the address falls back to today.
  useEffect(() => {
    if (today !== null && requested !== null && requested > today) setParams({}, { replace: true });
  }, [today, requested, setParams]);

  // A start or stop swaps the timer controls; focus follows to the new ones once they are on screen
  // (the panel's code may still be loading: its button asks again when it mounts).
  const { focusWhenShown, focusPending } = useFocusWhenShown();
  const timerToggle = useRef<HTMLButtonElement | null>(null);
  const attachTimerToggle = useStableCallback((button: HTMLButtonElement | null) => {
    timerToggle.current = button;
    if (button) focusPending();
  });

  // The page's today came with its last fetch; past midnight a new timer belongs to the new day, and the
  // page is refreshed to show it.
  const readCurrentToday = (): string => {
    const current = shownDay ? todayInTimeZone(new Date(), shownDay.timezone) : today;
    if (current === null) throw new Error('The day is not loaded yet');
    if (current !== today) void habits.refetch();
    return current;
  };

  // When a habit leaves the list (archived, deleted), focus moves to the next one's check-in, or the
  // one before, or New habit, instead of falling to the page once its row is gone.
  const newHabitButton = useRef<HTMLButtonElement>(null);
  const archivedToggle = useRef<HTMLButtonElement>(null);
  const focusAfterLeaving = (habitId: string) => {
    const index = list.findIndex((item) => item.id === habitId);
    const neighbour = list[index + 1] ?? list[index - 1];
    focusWhenShown(() => {
      // Not while its row is still there (in the list or the archive): closing the dialog gives focus
      // back to the button that opened it, in that row.
      if (document.getElementById(habitRowId(habitId)) || document.getElementById(archivedHabitId(habitId))) {
        return null;
      }
      // An archived habit deleted from the archive goes back to the archive's own button.
      if (index === -1) return archivedToggle.current;
      return findHabitEntry(neighbour?.id) ?? newHabitButton.current;
    });
  };

  const restoreHabit = (habit: THabitOfDay) => {
    // Focus follows the habit back into the day's list once it is there.
    focusWhenShown(() => findHabitEntry(habit.id));
    updateHabit.mutate({ id: habit.id, changes: { active: true } });
  };

  const goToDay = (next: string) => {
    if (today === null) return;
    const param = writeDayParam(next, today);
    setParams(param === null ? {} : { date: param });
  };

  // The server's summary, re-summed from the verdicts a save in flight has already predicted.
  const summary = tallyVerdicts(list.filter((habit) => habit.active).map((habit) => habit.day.verdict));
  const runAction = (habit: THabitOfDay, action: THabitAction) => {
    if (action === 'up' || action === 'down') {
      const ids = list.map((item) => item.id);
      reorderHabits.mutate(moveInOrder(ids, habit.id, action === 'up' ? -1 : 1));
    } else if (action === 'archive') {
      focusAfterLeaving(habit.id);
      updateHabit.mutate(
        { id: habit.id, changes: { active: false } },
        {
          onSuccess: () =>
            showToast({
              title: `Archived “${habit.name}”`,
              description: 'Find it under archived habits.',
              action: { label: 'Undo', onAction: () => restoreHabit(habit) },
            }),
        },
      );
    } else {
      setDialog({ kind: action, habit });
    }
  };

  const onRowAction = useStableCallback(runAction);
  const startTimer = useStableCallback((habitId: string) => {
    void timerPanel.load().catch(() => undefined);
    void tracker.start(habitId, readCurrentToday()).then((started) => {
      if (started) focusWhenShown(() => timerToggle.current);
    });
  });

  const trackedHabitId = tracker.state?.habitId ?? null;
  const trackedHabit = list.find((habit) => habit.id === trackedHabitId);
  // A habit archived while timed has left the day's list: its name comes from all of the habits.
  const allHabits = useQuery({
    ...habitsOfDayQuery(day, 'all'),
    enabled: trackedHabitId !== null && trackedHabit === undefined && isShowingDay,
  });
  const trackedHabitName =
    trackedHabit?.name ??
    allHabits.data?.habits.find((habit) => habit.id === trackedHabitId)?.name ??
    'Habit';

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink-muted">{day ? formatLongDate(day) : '\u00a0'}</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight">{readDayTitle(day, today)}</h1>
          {/* Another day's habits stay on screen while this one loads; they are not counted for it. */}
          {/* Only what the day asks for counts: not a rest day, a week already met or a pause (decision 0031). */}
          <DaySummary met={summary.done} total={isShowingDay ? summary.expected : 0} />
        </div>
        <Button
          ref={newHabitButton}
          onClick={() => setDialog({ kind: 'create' })}
          onPointerEnter={() => void habitFormDialog.load().catch(() => undefined)}
        >
          <Plus aria-hidden="true" className="size-4" />
          New habit
        </Button>
      </header>

      <DayControls
        day={day}
        today={today}
        onChange={goToDay}
        focusLabel={day === null || day === today ? 'Today’s focus' : `Focus for ${formatShortDate(day)}`}
      />

      {/* Timer news for screen readers, at pause and stop only: a reading every second would drown everything. */}
      <p aria-live="polite" className="sr-only">
        {tracker.announcement}
      </p>
      {tracker.state && trackedHabitId !== null && (
        <Suspense fallback={null}>
          <TimeTrackerPanel
            tracker={tracker}
            state={tracker.state}
            habitName={trackedHabitName}
            toggleRef={attachTimerToggle}
            onStop={() =>
              void tracker.stop().then((stopped) => {
                if (!stopped) return;
                // Back to the habit's Start timer, or, when the habit has left the list, to the first habit.
                focusWhenShown(() =>
                  document.getElementById(habitRowId(trackedHabitId))
                    ? document.getElementById(startTimerButtonId(trackedHabitId))
                    : (findHabitEntry(list[0]?.id) ?? newHabitButton.current),
                );
              })
            }
          />
        </Suspense>
      )}

      <DayAgenda day={day} today={today} />

      <section aria-labelledby="habits-title">
        <h2 id="habits-title" className="sr-only">
          Habits
        </h2>
        {isPending ? (
          <HabitListSkeleton />
        ) : habits.isError && !isShowingDay ? (
          <HabitsLoadError error={habits.error} onRetry={() => void habits.refetch()} />
        ) : day === null ? null : list.length === 0 ? (
          <EmptyState
            icon={Sprout}
            title="No habits yet"
            description="Start with one small thing you want to do every day. Check it off here and watch it compound."
            actionLabel="Create your first habit"
            onAction={() => setDialog({ kind: 'create' })}
          />
        ) : (
          <ul
            ref={habitList}
            aria-label="Habits"
            aria-busy={!isShowingDay}
            inert={!isShowingDay}
            onKeyDown={moveBetweenHabits}
            className={clsx('space-y-3 transition-opacity', !isShowingDay && 'opacity-60')}
          >
            {list.slice(0, shownRows).map((habit, index) => (
              <HabitRow
                key={habit.id}
                habit={habit}
                date={day}
                today={today}
                isFirst={index === 0}
                isLast={index === list.length - 1}
                isTimed={habit.id === trackedHabitId}
                timer={today === null || day !== today ? null : tracker.canStart ? 'ready' : 'pending'}
                onStartTimer={startTimer}
                onAction={onRowAction}
                gripProps={dragToReorder.gripProps(habit.id)}
                dragStyle={dragToReorder.itemStyle(index)}
                isDragged={dragToReorder.draggedIndex === index}
              />
            ))}
          </ul>
        )}
      </section>

      {/* The insights' code and answer are never in the page the server draws: they join after it. */}
      {day !== null && day === today && !isPending && (
        <AfterHydration>
          <Suspense fallback={null}>
            <DailyInsightsCard />
          </Suspense>
        </AfterHydration>
      )}

      {day !== null && (
        <section aria-label="Archive" className="border-t border-line pt-4">
          <Button
            ref={archivedToggle}
            variant="ghost"
            aria-expanded={showArchived}
            aria-controls="archived-habits"
            onClick={() => setShowArchived((shown) => !shown)}
            onPointerEnter={() => void archivedHabits.load().catch(() => undefined)}
          >
            {showArchived ? 'Hide archived habits' : 'Show archived habits'}
          </Button>
          {showArchived && (
            <div id="archived-habits" className="mt-3">
              <Suspense fallback={<ArchivedHabitsLoading />}>
                <ArchivedHabits
                  date={day}
                  onRestore={restoreHabit}
                  onDelete={(habit) => setDialog({ kind: 'delete', habit })}
                />
              </Suspense>
            </div>
          )}
        </section>
      )}

      <Suspense fallback={null}>
        {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
          <HabitFormDialog
            habit={dialog.kind === 'edit' ? dialog.habit : null}
            existingHabits={list}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteHabitDialog
            habit={dialog.habit}
            onClose={() => setDialog(null)}
            onConfirm={() => {
              const habitId = dialog.habit.id;
              focusAfterLeaving(habitId);
              // Its running timer goes with it, once the habit is really gone: a failed delete keeps both.
              deleteHabit.mutate(habitId, { onSuccess: () => tracker.discard(habitId) });
            }}
          />
        )}
        {dialog?.kind === 'pause' && today !== null && (
          <PauseHabitDialog habit={dialog.habit} today={today} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'details' && today !== null && (
          <HabitDetailsDialog
            habit={dialog.habit}
            today={today}
            onClose={() => setDialog(null)}
            onGoToDay={goToDay}
          />
        )}
      </Suspense>
    </div>
  );
}

/** A habit's check-in control (toggle or number field), when its row is on screen. */
function findHabitEntry(habitId: string | undefined): HTMLElement | null {
  const row = habitId ? document.getElementById(habitRowId(habitId)) : null;
  return row?.querySelector<HTMLElement>('[data-habit-entry]') ?? null;
}
