import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { stepDay } from '@/domain/habits/day-navigation';
import { Button } from '../ui/button';

type TDayNavigatorProps = {
  day: string;
  today: string;
  onChange: (day: string) => void;
};

// Typing a year passes through 0002, 0020 and 0202: days before this one are never gone to.
const earliestDay = '1900-01-01';
// A date being typed is gone to once the typing pauses (or on Enter, or on leaving the field).
const typingPauseMs = 600;

/** Moves the tracker a day back or forward (never past today), back to today, or to any earlier date. */
export function DayNavigator({ day, today, onChange }: TDayNavigatorProps) {
  const isToday = day >= today;
  // What is being typed, for which day: once the day moves (typed or any other way) the field shows it.
  const [typing, setTyping] = useState<{ value: string; day: string } | null>(null);
  const draft = typing?.day === day ? typing.value : null;
  const pause = useRef<number | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new day (a button, Back, a shortcut) cancels a typed date's pending move.
  useEffect(() => () => window.clearTimeout(pause.current), [day]);

  const goToTyped = (typed: string) => {
    window.clearTimeout(pause.current);
    if (typed < earliestDay) return;
    setTyping(null);
    const target = typed > today ? today : typed;
    if (target !== day) onChange(target);
  };

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
        name="day"
        aria-label="Date"
        value={draft ?? day}
        min={earliestDay}
        max={today}
        required
        onChange={(event) => {
          // A cleared or half-typed date gives '', which is never gone to.
          const typed = event.target.value;
          setTyping({ value: typed, day });
          window.clearTimeout(pause.current);
          pause.current = window.setTimeout(() => goToTyped(typed), typingPauseMs);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== null) goToTyped(draft);
        }}
        onBlur={() => {
          if (draft !== null) goToTyped(draft);
          setTyping(null);
        }}
        className="h-10 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 text-base text-ink shadow-xs focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-focus/40 sm:w-44 sm:flex-none sm:text-sm"
      />
      <Button
        variant="secondary"
        size="icon"
        aria-label="Next day"
        aria-disabled={isToday}
        onClick={() => onChange(stepDay(day, 1, today))}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="secondary"
        className="shrink-0 px-3"
        aria-disabled={isToday}
        onClick={() => onChange(today)}
      >
        Today
      </Button>
    </nav>
  );
}
