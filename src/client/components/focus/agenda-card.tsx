import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Play } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { formatClockTime, labelAgenda, type TAgendaItem } from '@/domain/focus/agenda';
import { focusSessionsQueryRoot } from '@/domain/http/server-rendered-queries';
import { agendaQuery, changeAgendaBlock, removeAgendaBlock } from '../../lib/agenda-api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { FocusSessionPanel } from './focus-session-panel';

type TAgendaCardProps = { day: string; today: string };

const statusLabel: Partial<Record<TAgendaItem['status'], string>> = { now: 'Now', next: 'Next' };

/** The clock the agenda is marked against, read again every half minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The day's agenda on /app (issue 21): the titled blocks of a day planned with the coach, each with its
 * start and end in the user's time zone and what is under way and next. A block can be started as a
 * focus session (what was focused is recorded on it), moved to another time, or removed. Nothing is
 * shown for a day with no plan.
 */
export function AgendaCard({ day, today }: TAgendaCardProps) {
  const queryClient = useQueryClient();
  const now = useMinuteClock();
  const [moving, setMoving] = useState<string | null>(null);
  const [started, setStarted] = useState<(TAgendaItem & { minutes: number }) | null>(null);
  const agenda = useQuery(agendaQuery(day));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: focusSessionsQueryRoot });
  const move = useMutation({
    mutationFn: ({ id, time }: { id: string; time: string }) => changeAgendaBlock(id, { start_time: time }),
    onSuccess: () => setMoving(null),
    onError: (error) => showToast({ title: 'The block was not moved', description: error.message }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (item: TAgendaItem) => removeAgendaBlock(item.id),
    onSuccess: (_result, item) => showToast({ title: `Removed “${item.title}” from the plan` }),
    onError: (error) => showToast({ title: 'The block was not removed', description: error.message }),
    onSettled: refresh,
  });

  const data = agenda.data;
  if (!data || data.blocks.length === 0) return null;
  const items = labelAgenda(data.blocks, now);
  const isToday = day === today;

  return (
    <section
      aria-labelledby="agenda-title"
      className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-5"
    >
      <div className="flex items-center gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <CalendarClock aria-hidden="true" className="size-5" />
        </div>
        <div className="min-w-0">
          <h2 id="agenda-title" className="font-semibold">
            {isToday ? 'Today’s plan' : 'The day’s plan'}
          </h2>
          <p className="text-sm text-ink-muted">Times in {data.timezone.replaceAll('_', ' ')}</p>
        </div>
      </div>
      <ol className="divide-y divide-line">
        {items.map((item) => (
          <AgendaRow
            key={item.id}
            item={item}
            timeZone={data.timezone}
            canStart={isToday && item.status !== 'over' && !item.focused}
            moving={moving === item.id}
            onStart={() => setStarted(item)}
            onMove={() => setMoving(item.id)}
            onCancelMove={() => setMoving(null)}
            onSaveMove={(time) => move.mutate({ id: item.id, time })}
            savingMove={move.isPending}
            onRemove={() => remove.mutate(item)}
          />
        ))}
      </ol>
      {isToday && <FocusSessionPanel requestedBlock={started} onRequestHandled={() => setStarted(null)} />}
    </section>
  );
}

type TAgendaRowProps = {
  item: TAgendaItem;
  timeZone: string;
  canStart: boolean;
  moving: boolean;
  savingMove: boolean;
  onStart: () => void;
  onMove: () => void;
  onCancelMove: () => void;
  onSaveMove: (time: string) => void;
  onRemove: () => void;
};

function AgendaRow({ item, timeZone, canStart, moving, savingMove, ...actions }: TAgendaRowProps) {
  const start = formatClockTime(item.starts_at, timeZone);
  const end = formatClockTime(item.ends_at, timeZone);
  const badge = item.focused ? 'Focused' : statusLabel[item.status];
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-status={item.status}>
      <p className={item.status === 'over' ? 'min-w-0 flex-1 text-ink-muted' : 'min-w-0 flex-1'}>
        <span className="block text-sm tabular-nums text-ink-muted">
          <time dateTime={item.starts_at}>{start}</time>–<time dateTime={item.ends_at}>{end}</time>
          {badge && (
            <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">
              {badge}
            </span>
          )}
        </span>
        <span className="block font-medium break-words">{item.title}</span>
      </p>
      {moving ? (
        <MoveForm
          title={item.title}
          initial={start}
          saving={savingMove}
          onSave={actions.onSaveMove}
          onCancel={actions.onCancelMove}
        />
      ) : (
        <div className="flex gap-1">
          {canStart && (
            <Button
              size="sm"
              variant="secondary"
              onClick={actions.onStart}
              aria-label={`Start ${item.title}`}
            >
              <Play aria-hidden="true" className="size-4" />
              Start
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={actions.onMove} aria-label={`Move ${item.title}`}>
            Move
          </Button>
          <Button size="sm" variant="ghost" onClick={actions.onRemove} aria-label={`Remove ${item.title}`}>
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

type TMoveFormProps = {
  title: string;
  initial: string;
  saving: boolean;
  onSave: (time: string) => void;
  onCancel: () => void;
};

function MoveForm({ title, initial, saving, onSave, onCancel }: TMoveFormProps) {
  const [time, setTime] = useState(initial);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(time);
  };
  return (
    <form onSubmit={submit} className="flex w-full items-center gap-2 sm:w-auto">
      <label className="sr-only" htmlFor={inputId}>
        New start time for {title}
      </label>
      <Input
        id={inputId}
        type="time"
        required
        value={time}
        onChange={(event) => setTime(event.target.value)}
        className="sm:w-32"
        autoFocus
      />
      <Button size="sm" type="submit" pending={saving}>
        Save
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
