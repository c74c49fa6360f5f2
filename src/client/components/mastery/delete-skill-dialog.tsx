import type { TSkill } from '../../lib/skills-api';
import { ConfirmDialog } from '../ui/confirm-dialog';

type TDeleteSkillDialogProps = { skill: TSkill; onConfirm: () => void; onClose: () => void };

/** Asks before deleting a skill: its subskills, practice and habit links go with it. */
export function DeleteSkillDialog({ skill, onConfirm, onClose }: TDeleteSkillDialogProps) {
  return (
    <ConfirmDialog
      title="Delete skill?"
      description={
        <>
          “{skill.name}” will be deleted with its subskills, logged practice and habit links. This cannot be
          undone.
        </>
      }
      confirmLabel="Delete skill"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
