import { Flame, Pencil, Radio, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { dashboardDisplayTitle, dashboardHeatmapDays } from '@/domain/dashboards/dashboard-rules';
import type {
  TPublicDashboard,
  TPublicGoal,
  TPublicHabit,
  TPublicSkill,
} from '@/domain/dashboards/dashboards-api';
import { addDays } from '@/domain/dates/date-key';
import { formatCalendarDate } from '@/domain/dates/day-titles';
import { describeGoalAmount } from '@/domain/goals/describe-goal-figure';
import { formatCount } from '@/domain/text/format-count';
import { formatPercent } from '@/domain/text/format-percent';
import { GoalProgressBar } from '../goals/goal-progress-bar';
import { HabitHeatmap } from '../habits/habit-heatmap';
import { Card } from '../ui/card';
import { TextLink } from '../ui/text-link';

type TPublicDashboardViewProps = {
  answer: TPublicDashboard;
  /** Shown beside the title: 'Live' on pages that follow the owner's logs. */
  live?: boolean;
};

/** A shared dashboard as visitors see it: the owner's words, then each shared habit, goal and skill. */
export function PublicDashboardView({ answer, live = false }: TPublicDashboardViewProps) {
  const { dashboard } = answer;
  if (!dashboard) return null;
  const heading = dashboardDisplayTitle(answer);
  const nothingShared = answer.habits.length + answer.goals.length + answer.skills.length === 0;
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{heading}</h1>
          {live && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent-strong">
              <Radio aria-hidden="true" className="size-3.5" /> Live
            </span>
          )}
        </div>
        {answer.owner?.name && dashboard.title && (
          <p className="text-sm text-ink-muted">by {answer.owner.name}</p>
        )}
        {dashboard.bio && <p className="max-w-prose text-ink-muted">{dashboard.bio}</p>}
        {answer.isOwner && (
          <p className="flex items-center gap-2 text-sm">
            <Pencil aria-hidden="true" className="size-4 text-ink-muted" />
            This is your dashboard{dashboard.visibility === 'private' ? ', private: only you can see it' : ''}
            . <TextLink to="/settings#public-dashboard">Edit what it shows</TextLink>
          </p>
        )}
      </header>
      {nothingShared && (
        <p className="rounded-xl border border-line p-6 text-center text-sm text-ink-muted">
          Nothing is shared here yet.
        </p>
      )}
      {answer.habits.length > 0 && (
        <Section title="Habits">
          {answer.habits.map((habit) => (
            <HabitCard key={habit.id} habit={habit} answer={answer} />
          ))}
        </Section>
      )}
      {answer.goals.length > 0 && (
        <Section title="Goals">
          <Card>
            <ul className="space-y-4">
              {answer.goals.map((goal) => (
                <GoalItem key={goal.id} goal={goal} />
              ))}
            </ul>
          </Card>
        </Section>
      )}
      {answer.skills.length > 0 && (
        <Section title="Skills">
          <div className="grid gap-4 sm:grid-cols-2">
            {answer.skills.map((skill) => (
              <SkillCard key={skill.id} skill={skill} />
            ))}
          </div>
        </Section>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function HabitCard({ habit, answer }: { habit: TPublicHabit; answer: TPublicDashboard }) {
  const today = answer.dashboard?.today ?? '';
  const logs = answer.logs.filter((log) => log.habit_id === habit.id);
  const hintId = `heatmap-hint-${habit.id}`;
  return (
    <Card className="space-y-3" data-testid="shared-habit">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">{habit.name}</h3>
        <dl className="flex gap-4 text-sm text-ink-muted">
          <Stat icon={<Flame aria-hidden="true" className="size-4 text-accent" />} label="Current streak">
            <span data-testid="current-streak">{formatCount(habit.current_streak, 'day')}</span>
          </Stat>
          <Stat icon={<Trophy aria-hidden="true" className="size-4 text-accent" />} label="Best streak">
            {formatCount(habit.best_streak, 'day')}
          </Stat>
          <Stat label="Strength">{formatPercent(habit.strength)}</Stat>
        </dl>
      </div>
      <p id={hintId} className="sr-only">
        Each square is a day; the arrow keys move between days.
      </p>
      <HabitHeatmap
        habit={habit}
        logs={logs}
        from={addDays(today, 1 - dashboardHeatmapDays)}
        to={today}
        weekStart={answer.dashboard?.week_start ?? 1}
        hintId={hintId}
      />
    </Card>
  );
}

function Stat({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd title={label}>
        {!icon && <span aria-hidden="true">{label} </span>}
        {children}
      </dd>
    </div>
  );
}

function GoalItem({ goal }: { goal: TPublicGoal }) {
  // The same figure as the goals page: "N of M" for a target, an amount for a goal without one.
  const said = describeGoalAmount(goal);
  const target = goal.source === 'amount' ? null : said;
  return (
    <li className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">{goal.name}</h3>
        <p className="text-xs text-ink-muted">
          {[target, goal.end_date && `by ${formatCalendarDate(goal.end_date)}`].filter(Boolean).join(' · ')}
        </p>
      </div>
      {goal.source === 'amount' ? (
        <p className="text-sm font-semibold tabular-nums">{said}</p>
      ) : (
        <GoalProgressBar
          progress={goal.progress}
          label={`Progress of ${goal.name}`}
          detail={
            goal.status === 'completed'
              ? 'completed'
              : goal.source === 'habits'
                ? 'habit consistency, last 7 days'
                : 'of the goal'
          }
          completed={goal.status === 'completed'}
        />
      )}
    </li>
  );
}

function SkillCard({ skill }: { skill: TPublicSkill }) {
  const percent = Math.round(skill.level_progress * 100);
  return (
    <Card className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-medium">{skill.name}</h3>
        <p className="text-sm font-semibold">Level {skill.level}</p>
      </div>
      <div
        role="progressbar"
        aria-label={`${skill.name}: way to level ${skill.level + 1}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-ink-muted">
        {skill.xp.toLocaleString()} XP · {skill.hours.toFixed(1)} hours practised
      </p>
    </Card>
  );
}
