import { Ellipsis } from 'lucide-react';
import { Link } from 'react-router';
import type { TSkill } from '../../lib/skills-api';
import { Menu } from '../ui/menu';
import { SkillStats } from './skill-stats';

export type TSkillAction = 'edit' | 'delete';

type TSkillCardProps = { skill: TSkill; onAction: (action: TSkillAction) => void };

/** One skill in the list: its name (the way to its page), level, hours, XP and progress to the next level. */
export function SkillCard({ skill, onAction }: TSkillCardProps) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-5">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold break-words">
            <Link
              to={`/in/mastery/${skill.id}`}
              className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {skill.name}
            </Link>
          </h3>
          {skill.description && (
            <p className="mt-1 text-sm text-ink-muted break-words">{skill.description}</p>
          )}
        </div>
        <Menu
          label={`Actions for ${skill.name}`}
          trigger={<Ellipsis aria-hidden="true" className="size-5" />}
          items={[
            { label: 'Edit', onSelect: () => onAction('edit') },
            { label: 'Delete', onSelect: () => onAction('delete'), destructive: true },
          ]}
        />
      </div>
      <div className="mt-4">
        <SkillStats skill={skill} />
      </div>
    </li>
  );
}
