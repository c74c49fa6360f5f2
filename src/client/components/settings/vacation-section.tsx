import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addDays } from '@/domain/dates/date-key';
import { describePause } from '@/domain/habits/pause-ranges';
import { habitsQueryRoot, useHabitsOfDay } from '../../hooks/use-habits-of-day';
import { endVacation, startVacation } from '../../lib/habits-api';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';
import { SettingsSection } from './settings-section';

/**
 * Vacation mode (decision 0021): every habit paused at once, until a day the user is back or until
 * they end it. Paused days count neither for nor against streaks and strength.
 */
export function VacationSection() {
  const queryClient = useQueryClient();
  const day = useHabitsOfDay(null, 'active');
  const today = day.data?.today ?? null;
  const vacation = day.data?.vacation ?? null;
  const [backOn, setBackOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSettled = () => void queryClient.invalidateQueries({ queryKey: habitsQueryRoot });
  const start = useMutation({
    mutationFn: startVacation,
    onSettled,
    onError: (failure) => setError(failure.message),
  });
  const end = useMutation({
    mutationFn: endVacation,
    onSettled,
    onError: (failure) => setError(failure.message),
  });

  const begin = () => {
    setError(null);
    if (today === null) return;
    if (backOn !== '' && backOn <= today) {
      setError('Choose a day after today to be back, or leave it empty.');
      return;
    }
    start.mutate({ start: today, end: backOn === '' ? null : addDays(backOn, -1) });
  };

  return (
    <SettingsSection
      id="vacation"
      title="Vacation mode"
      description="Away for a while? Pause every habit at once: the days away count neither for nor against your streaks and strength."
    >
      <div className="mt-4 space-y-3">
        {vacation !== null && today !== null ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm" data-testid="vacation-status">
              {describePause(vacation, today)
                .replace(/^Paused/, 'On vacation')
                .replace(/^Pause/, 'Vacation')}
            </p>
            <Button variant="secondary" pending={end.isPending} onClick={() => end.mutate()}>
              End vacation
            </Button>
          </div>
        ) : (
          <form
            noValidate
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              begin();
            }}
          >
            <TextField
              label="Back on (optional)"
              type="date"
              value={backOn}
              min={today === null ? undefined : addDays(today, 1)}
              onChange={(event) => setBackOn(event.target.value)}
              hint="Leave empty to stay on vacation until you end it"
            />
            <Button type="submit" pending={start.isPending} disabled={today === null}>
              Start vacation
            </Button>
          </form>
        )}
        {error && <FormAlert>{error}</FormAlert>}
      </div>
    </SettingsSection>
  );
}
