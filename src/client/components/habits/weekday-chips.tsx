import { clsx } from 'clsx';
import { weekdayChips } from '@/domain/habits/schedule-choice';

type TWeekdayChipsProps = {
  /** ISO weekdays that are on (1 = Monday … 7 = Sunday). */
  selected: readonly number[];
  onToggle: (weekday: number) => void;
  /** What the days are for, read by screen readers ("Weekdays of the 07:30 reminder"). */
  legend: string;
};

/** Seven round day toggles: a checkbox per day, so the keyboard and screen readers see plain checkboxes. */
export function WeekdayChips({ selected, onToggle, legend }: TWeekdayChipsProps) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {weekdayChips.map((day) => {
          const checked = selected.includes(day.value);
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
                onChange={() => onToggle(day.value)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
              />
              {day.short}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
