import { useQuery } from '@tanstack/react-query';
import { validateLinkHabitToGoal } from '@/domain/actions/link-habit-to-goal.action';
import { useLinkHabitToGoal, useUnlinkHabitFromGoal } from '../../hooks/use-goal-mutations';
import { habitsOfDayQuery, refetchIfInvalidated } from '../../hooks/use-habits-of-day';
import type { TGoalWithProgress } from '../../lib/goals-api';
import { HabitLinkForm } from '../habits/habit-link-form';
import { LinkedHabitList } from '../habits/linked-habit-list';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

type TGoalLinksDialogProps = { goal: TGoalWithProgress; onClose: () => void };

/**
 * The habits that move a goal, each with a contribution weight (0 to 5, checked by the
 * link_habit_to_goal rules). The choice is among the user's active habits (GET /api/habits).
 */
export function GoalLinksDialog({ goal, onClose }: TGoalLinksDialogProps) {
  const habits = useQuery({ ...habitsOfDayQuery(null, 'active'), refetchOnMount: refetchIfInvalidated });
  const link = useLinkHabitToGoal();
  const unlink = useUnlinkHabitFromGoal();

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Habits for ${goal.name}`}
      description="Linked habits move the goal’s progress; a higher contribution counts more."
    >
      <div className="space-y-5">
        {goal.links.length === 0 ? (
          <p className="text-sm text-ink-muted">No habits linked yet.</p>
        ) : (
          <LinkedHabitList
            framed
            links={goal.links.map((item) => ({ habitId: item.habit_id, weight: item.contribution }))}
            weightLabel="Contribution"
            habits={habits.data?.habits ?? []}
            onUnlink={(habitId) => unlink.mutate({ id: goal.id, habitId })}
          />
        )}

        <HabitLinkForm
          habits={habits}
          linkedHabitIds={goal.links.map((item) => item.habit_id)}
          weightLabel="Contribution"
          validate={({ habit_id, weight }, ownedHabitIds) =>
            validateLinkHabitToGoal(
              { goal_id: goal.id, habit_id, contribution: weight },
              { ownedGoalIds: [goal.id], ownedHabitIds },
            )
          }
          onLink={(action, fail) =>
            link.mutate(
              { id: goal.id, habitId: action.habit_id, contribution: action.contribution },
              { onError: (error) => fail(error.message) },
            )
          }
          className="space-y-4"
          actions={
            <div className="flex justify-end">
              <Button type="submit" variant="secondary" pending={link.isPending}>
                Link habit
              </Button>
            </div>
          }
        />
        <div className="flex justify-end border-t border-line pt-4">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}
