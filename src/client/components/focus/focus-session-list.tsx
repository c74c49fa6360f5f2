import { formatInstantDateTime } from '@/domain/dates/day-titles';
import { formatFocusDuration } from '@/domain/focus/format-focus-duration';
import { useFocusSessions } from '../../hooks/use-focus-sessions';
import { useFocusTargets } from '../../hooks/use-focus-targets';

/** The latest focus sessions: when, how long, and for which goal or habit. */
export function FocusSessionList() {
  const sessions = useFocusSessions();
  const { nameOf } = useFocusTargets();
  const list = sessions.data?.focus_sessions ?? [];
  return (
    <section
      aria-labelledby="recent-focus-title"
      className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="recent-focus-title" className="font-semibold">
        Recent focus sessions
      </h2>
      {sessions.isPending ? (
        <p className="mt-2 text-sm text-ink-muted">Loading…</p>
      ) : sessions.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          We couldn’t load your focus sessions: {sessions.error.message}
        </p>
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No focus sessions yet. Start one above.</p>
      ) : (
        <ul aria-label="Recent focus sessions" className="mt-3 divide-y divide-line text-sm">
          {list.map((session) => {
            const target = nameOf(session.goal_id, session.habit_id);
            return (
              <li key={session.id} className="flex items-baseline justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block text-ink-muted">{formatInstantDateTime(session.started_at)}</span>
                  {target && <span className="block truncate">{target}</span>}
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatFocusDuration(session)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
