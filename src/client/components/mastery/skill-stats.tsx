import type { TSkill } from '../../lib/skills-api';
import { GoalProgressBar } from '../goals/goal-progress-bar';

const hoursFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const xpFormat = new Intl.NumberFormat();

export function formatHours(hours: number): string {
  return `${hoursFormat.format(hours)} h`;
}

/** A skill's level, hours and XP, and the bar of XP earned since reaching the level out of what it takes. */
export function SkillStats({ skill }: { skill: TSkill }) {
  const toNext = `${xpFormat.format(skill.xp_into_level)} of ${xpFormat.format(skill.xp_for_next_level)} XP to level ${skill.level + 1}`;
  return (
    <div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">Level</dt>
          <dd className="font-semibold tabular-nums">{skill.level}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">Hours</dt>
          <dd className="font-semibold tabular-nums">{formatHours(skill.hours)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">XP</dt>
          <dd className="font-semibold tabular-nums">{xpFormat.format(skill.xp)}</dd>
        </div>
      </dl>
      <div className="mt-3">
        <GoalProgressBar
          progress={skill.level_progress}
          label={`Progress of ${skill.name} to level ${skill.level + 1}`}
          detail={toNext}
          completed={false}
        />
        <p className="mt-1 text-xs text-ink-subtle">{toNext}</p>
      </div>
    </div>
  );
}
