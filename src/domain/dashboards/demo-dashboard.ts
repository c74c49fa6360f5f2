import { buildDemoAnalyticsHistory } from '../analytics/demo-analytics-history';
import { addDays, toEpochDay } from '../dates/date-key';
import { computeStreaks } from '../habits/compute-streaks';
import { computeStrength } from '../habits/compute-strength';
import { judgeHabitDays } from '../habits/habit-day-verdict';
import { dailySchedule } from '../habits/habit-schedule';
import { buildHabitHistory } from '../habits/tally-habit-days';
import { computeLevelFromXp, computeSkillHours, computeSkillXp } from '../skills/compute-skill-xp';
import { dashboardHeatmapDays } from './dashboard-rules';
import type { TPublicDashboard, TPublicHabit, TPublicLog } from './dashboards-api';

/** The demo account's habits on /live-demo: two done today, two still to do, which the demo then logs. */
const demoHabitIds = ['demo-habit-1', 'demo-habit-3', 'demo-habit-5', 'demo-habit-8'];

function presentHabit(
  habit: { id: string; name: string; createdOn: string },
  logs: readonly TPublicLog[],
  today: string,
): TPublicHabit {
  const own = logs.filter((log) => log.habit_id === habit.id);
  const streaks = computeStreaks(
    own.filter((log) => log.is_complete).map((log) => log.date),
    today,
  );
  return {
    id: habit.id,
    name: habit.name,
    type: 'boolean',
    target: null,
    unit: null,
    current_streak: streaks.current,
    best_streak: streaks.best,
    strength: computeStrength({ type: 'boolean', created_at: habit.createdOn }, own, today),
    // The demo's habits are daily yes/no habits, judged as the server judges a real dashboard's.
    verdicts: judgeHabitDays(
      buildHabitHistory({
        schedule: dailySchedule,
        weekStart: 'monday',
        createdOn: habit.createdOn,
        pauses: [],
        amounts: own.filter((log) => log.is_complete).map((log) => [toEpochDay(log.date), 'met'] as const),
      }),
      toEpochDay(addDays(today, 1 - dashboardHeatmapDays)),
      toEpochDay(today),
      toEpochDay(today),
    ),
  };
}

/**
 * A public dashboard of the demo account (the one /analytics shows), built in the browser from the same
 * seeded history: four habits' last year, two goals and two skills. The same on every visit.
 */
export function buildDemoDashboard(today: string): TPublicDashboard {
  const history = buildDemoAnalyticsHistory(today);
  const from = addDays(today, 1 - dashboardHeatmapDays);
  const habits = history.habits.filter((habit) => demoHabitIds.includes(habit.id));
  const logs: TPublicLog[] = history.logs
    .filter((log) => demoHabitIds.includes(log.habitId) && log.date >= from)
    .map((log) => ({
      habit_id: log.habitId,
      date: log.date,
      value_number: null,
      value_boolean: log.complete,
      is_complete: log.complete,
    }));
  return {
    habits: habits.map((habit) => presentHabit(habit, logs, today)),
    logs,
    goals: history.goals.map((goal) => {
      const logged = goal.progress.reduce((sum, entry) => sum + entry.delta, 0);
      return {
        id: goal.id,
        name: goal.name,
        type: 'milestone',
        unit: goal.unit,
        target_value: goal.targetValue,
        end_date: goal.endDate,
        status: 'active',
        progress: goal.targetValue ? Math.min(logged / goal.targetValue, 1) : 0,
        source: goal.targetValue
          ? ('target' as const)
          : logged !== 0
            ? ('amount' as const)
            : ('none' as const),
        logged_value: logged,
      };
    }),
    skills: history.skills.map((skill) => {
      const completions = skill.links.map((link) => ({
        weight: link.weight,
        completions: history.logs.filter((log) => log.habitId === link.habitId && log.complete).length,
      }));
      const practiceLogs = skill.practice.map((entry) => ({
        seconds: entry.seconds,
        quality_rating: entry.qualityRating,
      }));
      const xp = computeSkillXp({
        baselineHours: skill.baselineHours,
        practiceLogs,
        habitCompletions: completions,
      });
      const level = computeLevelFromXp(xp);
      return {
        id: skill.id,
        name: skill.name,
        level: level.level,
        xp,
        hours: computeSkillHours(skill.baselineHours, skill.practice),
        level_progress: level.progress,
      };
    }),
    owner: { name: 'Demo account' },
    dashboard: {
      slug: null,
      title: 'A year of small wins',
      bio: 'The demo account: example data, logged live while you watch.',
      visibility: 'public',
      today,
      week_start: 1,
    },
    isOwner: false,
    accessDenied: false,
    error: null,
  };
}

/**
 * The demo's next moment: the first habit not done today gets done, with its streak and strength
 * recomputed; once all are done, today starts over from the morning's state. Pure, so the page only
 * calls it on a timer.
 */
export function advanceDemoDashboard(current: TPublicDashboard, morning: TPublicDashboard): TPublicDashboard {
  const today = current.dashboard?.today ?? '';
  const doneToday = new Set(
    current.logs.filter((log) => log.date === today && log.is_complete).map((log) => log.habit_id),
  );
  const next = current.habits.find((habit) => !doneToday.has(habit.id));
  if (!next) return morning;
  const logs = [
    ...current.logs,
    { habit_id: next.id, date: today, value_number: null, value_boolean: true, is_complete: true },
  ];
  const history = buildDemoAnalyticsHistory(today);
  return {
    ...current,
    logs,
    habits: current.habits.map((habit) => {
      if (habit.id !== next.id) return habit;
      const own = history.habits.find((candidate) => candidate.id === habit.id);
      return own ? presentHabit(own, logs, today) : habit;
    }),
  };
}
