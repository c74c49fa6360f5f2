import { DayNavigator } from './day-navigator';
import { FocusForm } from './focus-form';

type TDayControlsProps = {
  day: string | null;
  today: string | null;
  onChange: (day: string) => void;
  focusLabel: string;
};

/**
 * The tracker's day navigator and the day's focus. Until the day is known (the first answer of the
 * habits), their places are kept by blocks of the same size, so the habit list below does not jump
 * down when they arrive (a layout shift Lighthouse counted on /app).
 */
export function DayControls({ day, today, onChange, focusLabel }: TDayControlsProps) {
  return (
    <div className="grid gap-4 sm:rounded-2xl sm:border sm:border-line sm:bg-surface sm:p-4 sm:shadow-xs lg:grid-cols-[auto_1fr] lg:items-start lg:gap-6 [&>*]:min-w-0">
      {day !== null && today !== null ? (
        <>
          <div className="lg:pt-[26px]">
            <DayNavigator day={day} today={today} onChange={onChange} />
          </div>
          <FocusForm key={day} date={day} today={today} label={focusLabel} />
        </>
      ) : (
        <>
          <div aria-hidden="true" className="h-10 rounded-lg bg-surface-muted lg:mt-[26px] lg:w-[351px]" />
          <div aria-hidden="true" className="h-[70px] rounded-lg bg-surface-muted sm:h-[66px]" />
        </>
      )}
    </div>
  );
}
