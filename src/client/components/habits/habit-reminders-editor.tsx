import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { THabitReminder } from '@/domain/reminders/reminders-api';
import { maxRemindersPerHabit } from '@/domain/reminders/reminders-api';
import { upcomingRemindersKey } from '../../hooks/use-phone-reminders';
import {
  createHabitReminder,
  deleteHabitReminder,
  fetchHabitReminders,
  updateHabitReminder,
} from '../../lib/reminders-api';
import { remindersQueryRoot } from '../../lib/reminders-query-key';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { WeekdayChips } from './weekday-chips';

/**
 * A habit's reminders (issue 21): times of day on the user's own clock and the weekdays of each. Each
 * change is saved at once; the push itself reaches the browsers turned on in Settings.
 */
export function HabitRemindersEditor({ habitId, habitName }: { habitId: string; habitName: string }) {
  const queryClient = useQueryClient();
  const queryKey = [...remindersQueryRoot, 'habit', habitId];
  const reminders = useQuery({ queryKey, queryFn: () => fetchHabitReminders(habitId) });
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSettled = () => {
    void queryClient.invalidateQueries({ queryKey });
    // The phone's own schedule (in the apps) follows every change of a time.
    void queryClient.invalidateQueries({ queryKey: upcomingRemindersKey });
  };
  const onError = (failure: Error) => setError(failure.message);
  const add = useMutation({
    mutationFn: () => createHabitReminder(habitId, { time }),
    onSuccess: () => setTime(''),
    onSettled,
    onError,
  });
  const list = reminders.data ?? [];

  return (
    <section aria-labelledby={`reminders-${habitId}`} className="mt-6 space-y-3 border-t border-line pt-5">
      <div>
        <h3 id={`reminders-${habitId}`} className="text-base font-semibold">
          Reminders
        </h3>
        <p className="text-sm text-ink-muted">
          A notification at these times in your time zone, unless {habitName || 'the habit'} is already done
          that day. Turn on notifications for this browser in Settings.
        </p>
      </div>
      {reminders.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading reminders…
        </p>
      ) : reminders.isError ? (
        <FormAlert>{reminders.error.message}</FormAlert>
      ) : list.length === 0 ? (
        <p className="text-sm text-ink-subtle">No reminders yet.</p>
      ) : (
        <ul className="space-y-3">
          {list.map((reminder) => (
            <ReminderItem key={reminder.id} reminder={reminder} onSettled={onSettled} onError={onError} />
          ))}
        </ul>
      )}
      {list.length < maxRemindersPerHabit && (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            if (time === '') {
              setError('Choose a time for the reminder.');
              return;
            }
            add.mutate();
          }}
        >
          <TextField
            label="New reminder at"
            type="time"
            name="reminder_time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
          <Button type="submit" variant="secondary" pending={add.isPending}>
            Add reminder
          </Button>
        </form>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </section>
  );
}

type TItemProps = { reminder: THabitReminder; onSettled: () => void; onError: (failure: Error) => void };

function ReminderItem({ reminder, onSettled, onError }: TItemProps) {
  const change = useMutation({
    mutationFn: (patch: Parameters<typeof updateHabitReminder>[1]) => updateHabitReminder(reminder.id, patch),
    onSettled,
    onError,
  });
  const remove = useMutation({ mutationFn: () => deleteHabitReminder(reminder.id), onSettled, onError });
  const toggleDay = (day: number) => {
    const days = reminder.weekdays.includes(day)
      ? reminder.weekdays.filter((other) => other !== day)
      : [...reminder.weekdays, day];
    if (days.length === 0) {
      onError(new Error('A reminder needs at least one weekday; remove it instead.'));
      return;
    }
    change.mutate({ weekdays: days });
  };
  return (
    <li className="space-y-2 rounded-lg border border-line p-3" data-testid="habit-reminder">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Time"
          type="time"
          defaultValue={reminder.time}
          onBlur={(event) => {
            if (event.target.value !== '' && event.target.value !== reminder.time) {
              change.mutate({ time: event.target.value });
            }
          }}
        />
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={reminder.enabled}
            onChange={(event) => change.mutate({ enabled: event.target.checked })}
            className="size-4"
          />
          On
        </label>
        <Button variant="ghost" size="sm" pending={remove.isPending} onClick={() => remove.mutate()}>
          Remove<span className="sr-only"> the {reminder.time} reminder</span>
        </Button>
      </div>
      <WeekdayChips
        selected={reminder.weekdays}
        onToggle={toggleDay}
        legend={`Weekdays of the ${reminder.time} reminder`}
      />
    </li>
  );
}
