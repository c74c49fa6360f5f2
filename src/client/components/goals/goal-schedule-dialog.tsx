import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { computeWeeklyHours, type TScheduleEntry } from '@/domain/goals/compute-weekly-hours';
import { useSetGoalMetadata } from '../../hooks/use-goal-mutations';
import type { TGoalWithProgress } from '../../lib/goals-api';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { FormAlert } from '../ui/form-alert';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';

type TGoalScheduleDialogProps = { goal: TGoalWithProgress; onClose: () => void };

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const dayOptions = days.map((day) => ({ value: day, label: day }));
const maxEntries = 200;

type TRow = TScheduleEntry & { key: number };

/** The stored schedule as rows; metadata is free-form JSON, so anything not an entry is left out. */
function readRows(schedule: unknown): TRow[] {
  if (!Array.isArray(schedule)) return [];
  return schedule.flatMap((entry, key) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { day, start, end } = entry as Record<string, unknown>;
    if (typeof start !== 'string' || typeof end !== 'string') return [];
    return [{ key, day: typeof day === 'string' ? day : days[0], start, end }];
  });
}

/** Plan and accountability are stored as objects ({text}) so they can grow fields later. */
function readText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string') {
    return (value as { text: string }).text;
  }
  return '';
}

function readObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * When the user works on the goal each week, with the hours it adds up to (an end before the start runs
 * past midnight, spec 4), the plan and who keeps them accountable. The server computes the hours it
 * stores by the same rule.
 */
export function GoalScheduleDialog({ goal, onClose }: TGoalScheduleDialogProps) {
  const save = useSetGoalMetadata();
  const [rows, setRows] = useState<TRow[]>(() => readRows(goal.schedule));
  const [nextKey, setNextKey] = useState(rows.length);
  const [plan, setPlan] = useState(() => readText(goal.plan));
  const [accountability, setAccountability] = useState(() => readText(goal.accountability));
  const [serverError, setServerError] = useState<string | null>(null);
  const weeklyHours = computeWeeklyHours(rows);

  const changeRow = (key: number, changes: Partial<TScheduleEntry>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const addRow = () => {
    setRows((current) => [...current, { key: nextKey, day: days[0], start: '09:00', end: '10:00' }]);
    setNextKey((key) => key + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    save.mutate(
      {
        id: goal.id,
        changes: {
          schedule: rows.map(({ day, start, end }) => ({ day, start, end })),
          plan: { text: plan },
          // Keeps the entry's other fields, such as whether partners see the goal (/in/accountability).
          accountability: { ...readObject(goal.accountability), text: accountability },
        },
      },
      { onSuccess: onClose, onError: (error) => setServerError(error.message) },
    );
  };

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={`Schedule and plan: ${goal.name}`}
    >
      <form noValidate className="space-y-5" onSubmit={submit}>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Weekly schedule</legend>
          {rows.length === 0 && <p className="text-sm text-ink-muted">No time blocks yet.</p>}
          <ul aria-label="Time blocks" className="space-y-3">
            {rows.map((row, index) => (
              <li
                key={row.key}
                className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_8rem_8rem_auto]"
              >
                <SelectField
                  className="col-span-2 sm:col-span-1"
                  label={`Day of block ${index + 1}`}
                  value={row.day}
                  options={dayOptions}
                  onChange={(event) => changeRow(row.key, { day: event.target.value })}
                />
                <TextField
                  label="Start"
                  type="time"
                  value={row.start}
                  onChange={(event) => changeRow(row.key, { start: event.target.value })}
                />
                <TextField
                  label="End"
                  type="time"
                  value={row.end}
                  onChange={(event) => changeRow(row.key, { end: event.target.value })}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove block ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button variant="secondary" size="sm" onClick={addRow} disabled={rows.length >= maxEntries}>
              <Plus aria-hidden="true" className="size-4" />
              Add time block
            </Button>
            <p aria-live="polite" className="text-sm">
              <span className="text-ink-muted">Weekly hours: </span>
              <strong data-testid="weekly-hours">{weeklyHours}</strong>
            </p>
          </div>
          <p className="text-xs text-ink-subtle">An end before the start runs past midnight.</p>
        </fieldset>
        <TextAreaField label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)} />
        <TextAreaField
          label="Accountability"
          hint="Who you report to, and how"
          value={accountability}
          onChange={(event) => setAccountability(event.target.value)}
        />
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <DialogActions submitLabel="Save" pending={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
