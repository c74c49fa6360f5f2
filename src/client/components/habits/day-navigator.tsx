import { ChevronLeft, ChevronRight } from 'lucide-react';
import { stepDay } from '@/domain/habits/day-navigation';
import { Button } from '../ui/button';

type TDayNavigatorProps = {
  day: string;
  today: string;
  onChange: (day: string) => void;
};

/** Moves the tracker a day back or forward (never past today), back to today, or to any earlier date. */
export function DayNavigator({ day, today, onChange }: TDayNavigatorProps) {
  const isToday = day >= today;
  return (
    <nav aria-label="Day" className="flex items-center gap-2">
      <Button
        variant="secondary"
        size="icon"
        aria-label="Previous day"
        onClick={() => onChange(stepDay(day, -1, today))}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Button>
      <input
        type="date"
        aria-label="Date"
        value={day}
        max={today}
        required
        onChange={(event) => {
          // A cleared or half-typed date gives ''; the day stays until a whole date is there.
          if (event.target.value) onChange(event.target.value > today ? today : event.target.value);
        }}
        className="h-10 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 text-base text-ink shadow-xs focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-focus/40 sm:w-44 sm:flex-none sm:text-sm"
      />
      <Button
        variant="secondary"
        size="icon"
        aria-label="Next day"
        disabled={isToday}
        onClick={() => onChange(stepDay(day, 1, today))}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="secondary"
        className="shrink-0 px-3"
        disabled={isToday}
        onClick={() => onChange(today)}
      >
        Today
      </Button>
    </nav>
  );
}
