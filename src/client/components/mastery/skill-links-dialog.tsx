import { useQuery } from '@tanstack/react-query';
import { validateLinkHabitToSkill } from '@/domain/actions/link-habit-to-skill.action';
import { habitsOfDayQuery, refetchIfInvalidated } from '../../hooks/use-habits-of-day';
import { useLinkHabitToSkill } from '../../hooks/use-skill-mutations';
import type { TSkillDetail } from '../../lib/skills-api';
import { HabitLinkForm } from '../habits/habit-link-form';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';

type TSkillLinksDialogProps = { detail: TSkillDetail; onClose: () => void };

/**
 * Links one of the user's active habits to the skill with a weight (0 to 5, the link_habit_to_skill
 * rules): each day the habit is completed earns 10 XP times the weight.
 */
export function SkillLinksDialog({ detail, onClose }: TSkillLinksDialogProps) {
  const habits = useQuery({ ...habitsOfDayQuery(null, 'active'), refetchOnMount: refetchIfInvalidated });
  const link = useLinkHabitToSkill();
  const skillId = detail.skill.id;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Link a habit to ${detail.skill.name}`}
      description="Each day you complete a linked habit earns 10 XP times its weight."
    >
      <HabitLinkForm
        habits={habits}
        linkedHabitIds={detail.links.map((item) => item.habit_id)}
        weightLabel="Weight"
        weightHint="0 to 5"
        validate={({ habit_id, weight }, ownedHabitIds) =>
          validateLinkHabitToSkill(
            { skill_id: skillId, habit_id, weight },
            { ownedSkillIds: [skillId], ownedHabitIds },
          )
        }
        onLink={(action, fail) =>
          link.mutate(
            { id: skillId, habitId: action.habit_id, weight: action.weight },
            { onSuccess: onClose, onError: (error) => fail(error.message) },
          )
        }
        className="space-y-5"
        actions={<DialogActions submitLabel="Link habit" pending={link.isPending} onCancel={onClose} />}
        emptyActions={
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        }
      />
    </Dialog>
  );
}
