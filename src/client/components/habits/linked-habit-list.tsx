import { X } from 'lucide-react';
import { Button } from '../ui/button';

type TLinkedHabitListProps = {
  links: readonly { habitId: string; weight: number }[];
  /** Weight on skills, Contribution on goals. */
  weightLabel: string;
  /** The user's active habits: a linked habit missing from them has been archived. */
  habits: readonly { id: string; name: string }[];
  onUnlink: (habitId: string) => void;
  /** Framed inside a dialog; plain inside a page section that is already a card. */
  framed?: boolean;
};

/** The habits linked to a goal or skill, each with its weight and an unlink button. */
export function LinkedHabitList({
  links,
  weightLabel,
  habits,
  onUnlink,
  framed = false,
}: TLinkedHabitListProps) {
  const nameOf = (habitId: string) => habits.find((habit) => habit.id === habitId)?.name ?? 'Archived habit';
  return (
    <ul
      aria-label="Linked habits"
      className={
        framed
          ? 'divide-y divide-line rounded-lg border border-line text-sm'
          : 'mt-2 divide-y divide-line text-sm'
      }
    >
      {links.map(({ habitId, weight }) => (
        <li
          key={habitId}
          className={framed ? 'flex items-center gap-3 px-3 py-2' : 'flex items-center gap-3 py-1.5'}
        >
          <span className="min-w-0 flex-1 truncate font-medium">{nameOf(habitId)}</span>
          <span className="text-ink-muted">
            {weightLabel} {weight}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Unlink ${nameOf(habitId)}`}
            onClick={() => onUnlink(habitId)}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
