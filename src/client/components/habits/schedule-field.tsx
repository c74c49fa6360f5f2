import { describeSchedule } from '@/domain/habits/habit-schedule';
import {
  scheduleModes,
  type TScheduleChoice,
  type TScheduleMode,
  toggleWeekday,
} from '@/domain/habits/schedule-choice';
import { SelectField } from '../ui/select-field';
import { WeekdayChips } from './weekday-chips';

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
        <WeekdayChips
          selected={choice.weekdays}
          onToggle={(weekday) => onChange(toggleWeekday(choice, weekday))}
          legend="Weekdays"
        />
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
