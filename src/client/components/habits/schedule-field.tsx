import { clsx } from 'clsx';
import { describeSchedule } from '@/domain/habits/habit-schedule';
import {
  scheduleModes,
  type TScheduleChoice,
  type TScheduleMode,
  toggleWeekday,
  weekdayChips,
} from '@/domain/habits/schedule-choice';
import { SelectField } from '../ui/select-field';

type TScheduleFieldProps = { choice: TScheduleChoice; onChange: (choice: TScheduleChoice) => void };

const perWeekOptions = [1, 2, 3, 4, 5, 6].map((times) => ({
  value: String(times),
  label: times === 1 ? 'Once a week' : `${times} times a week`,
}));

/** How often: every day, n times a week, every other day, or chosen weekdays (decision 0021). */
export function ScheduleField({ choice, onChange }: TScheduleFieldProps) {
  const modes =
    choice.mode === 'custom'
      ? [...scheduleModes, { value: 'custom' as const, label: capitalize(describeSchedule(choice.custom)) }]
      : scheduleModes;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Repeat"
          name="schedule"
          value={choice.mode}
          options={modes}
          onChange={(event) => onChange({ ...choice, mode: event.target.value as TScheduleMode })}
          className={choice.mode === 'per_week' ? undefined : 'col-span-2'}
        />
        {choice.mode === 'per_week' && (
          <SelectField
            label="How often"
            name="times_per_week"
            value={String(choice.perWeek)}
            options={perWeekOptions}
            onChange={(event) => onChange({ ...choice, perWeek: Number(event.target.value) })}
          />
        )}
      </div>
      {choice.mode === 'weekdays' && (
        <fieldset>
          <legend className="sr-only">Weekdays</legend>
          <div className="flex flex-wrap gap-1.5">
            {weekdayChips.map((day) => {
              const checked = choice.weekdays.includes(day.value);
              return (
                <label
                  key={day.value}
                  title={day.name}
                  className={clsx(
                    'relative flex size-10 cursor-pointer items-center justify-center rounded-full border text-sm font-medium transition-colors',
                    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
                    checked
                      ? 'border-accent bg-accent-soft text-accent'
                      : 'border-line-strong/60 text-ink-muted hover:bg-surface-muted',
                  )}
                >
                  <input
                    type="checkbox"
                    aria-label={day.name}
                    checked={checked}
                    onChange={() => onChange(toggleWeekday(choice, day.value))}
                    className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
                  />
                  {day.short}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {choice.mode !== 'daily' && (
        <p className="text-sm text-ink-subtle">
          The streak counts the {choice.mode === 'per_week' ? 'weeks' : 'periods'} you keep it in, so a rest
          day breaks nothing.
        </p>
      )}
    </div>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
