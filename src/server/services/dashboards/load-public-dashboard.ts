import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  dashboardAccessDeniedMessage,
  dashboardHeatmapDays,
  dashboardNotFoundMessage,
} from '../../../domain/dashboards/dashboard-rules';
import {
  emptyPublicDashboard,
  type TPublicDashboard,
  type TPublicDashboardRequest,
} from '../../../domain/dashboards/dashboards-api';
import { addDays, toEpochDay } from '../../../domain/dates/date-key';
import { judgeHabitDays, type THabitDayVerdict } from '../../../domain/habits/habit-day-verdict';
import { scheduleDaysMax } from '../../../domain/habits/habit-schedule';
import { defaultWeekStart, readWeekdayIndex } from '../../../domain/preferences/preference-options';
import type { Database } from '../../db/client';
import { dashboards, habitLogs, habits, userPreferences, users } from '../../db/schema';
import { listGoals } from '../goals/list-goals';
import { loadHabitHistories } from '../habits/load-habit-histories';
import { loadHabitStats } from '../habits/load-habit-stats';
import { loadUserClock } from '../load-user-today';
import { listSkills } from '../skills/list-skills';

export type TDashboardRow = typeof dashboards.$inferSelect;

/** Which dashboard a request names, and whether the viewer may see it. */
export type TDashboardLookup =
  | { kind: 'found'; row: TDashboardRow; isOwner: boolean }
  | { kind: 'denied'; isOwner: false }
  | { kind: 'missing' };

/**
 * A public dashboard opens by its slug; one that is public or unlisted opens by its hash; a private one
 * opens for its owner only, and answers accessDenied to everyone else. An unlisted dashboard asked for
 * by slug does not exist, as far as a visitor can tell.
 */
export async function findDashboard(
  db: Database,
  request: TPublicDashboardRequest,
  viewerId: string | null,
): Promise<TDashboardLookup> {
  const where = request.slug ? eq(dashboards.slug, request.slug) : eq(dashboards.hash, request.hash ?? '');
  const [row] = await db.select().from(dashboards).where(where);
  if (!row) return { kind: 'missing' };
  const isOwner = viewerId !== null && row.userId === viewerId;
  if (isOwner) return { kind: 'found', row, isOwner };
  if (row.visibility === 'private') return { kind: 'denied', isOwner: false };
  if (request.slug && row.visibility !== 'public') return { kind: 'missing' };
  return { kind: 'found', row, isOwner };
}

/** The answer for a lookup that found nothing to show (spec 8: empty data with the reason). */
export function refusedDashboard(lookup: Exclude<TDashboardLookup, { kind: 'found' }>): TPublicDashboard {
  return lookup.kind === 'denied'
    ? emptyPublicDashboard({ accessDenied: true, error: dashboardAccessDeniedMessage })
    : emptyPublicDashboard({ error: dashboardNotFoundMessage });
}

async function loadOwnerView(db: Database, userId: string) {
  const [[owner], [preferences], clock] = await Promise.all([
    db.select({ name: users.name }).from(users).where(eq(users.id, userId)),
    db
      .select({ weekStart: userPreferences.weekStart })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId)),
    loadUserClock(db, userId),
  ]);
  const name = owner?.name.trim() ?? '';
  const weekStart = preferences?.weekStart ?? defaultWeekStart;
  return {
    ownerName: name === '' ? null : name,
    weekStart,
    weekStartIndex: readWeekdayIndex(weekStart),
    today: clock.today,
    timezone: clock.timezone,
  };
}

type TOwnerView = Awaited<ReturnType<typeof loadOwnerView>>;

/**
 * Each shared habit's verdict for every heatmap day (decision 0031), judged as the tracker judges it: the
 * periods around the year are loaded whole, so a "3 times a week" day reads the same here as in the app.
 */
async function loadHeatmapVerdicts(
  db: Database,
  userId: string,
  habitIds: readonly string[],
  view: TOwnerView,
): Promise<Map<string, THabitDayVerdict[]>> {
  const from = addDays(view.today, 1 - dashboardHeatmapDays);
  const histories = await loadHabitHistories(
    db,
    userId,
    { from: addDays(from, -scheduleDaysMax), to: addDays(view.today, scheduleDaysMax) },
    { timezone: view.timezone, weekStart: view.weekStart },
    { includeArchived: true },
  );
  const today = toEpochDay(view.today);
  return new Map(
    histories
      .filter((entry) => habitIds.includes(entry.id))
      .map((entry) => [entry.id, judgeHabitDays(entry.history, toEpochDay(from), today, today)]),
  );
}

async function loadSharedHabits(db: Database, userId: string, habitIds: readonly string[], view: TOwnerView) {
  if (habitIds.length === 0) return { habits: [], logs: [] };
  const { today } = view;
  const [rows, logs, stats, verdicts] = await Promise.all([
    db
      .select()
      .from(habits)
      .where(and(eq(habits.userId, userId), inArray(habits.id, [...habitIds])))
      .orderBy(asc(habits.sortOrder), asc(habits.createdAt)),
    db
      .select()
      .from(habitLogs)
      .where(
        and(
          eq(habitLogs.userId, userId),
          inArray(habitLogs.habitId, [...habitIds]),
          gte(habitLogs.date, addDays(today, 1 - dashboardHeatmapDays)),
          lte(habitLogs.date, today),
        ),
      )
      .orderBy(asc(habitLogs.date)),
    loadHabitStats(db, userId, today),
    loadHeatmapVerdicts(db, userId, habitIds, view),
  ]);
  return {
    habits: rows.map((row) => {
      const stat = stats.get(row.id);
      return {
        id: row.id,
        name: row.name,
        type: row.type,
        target: row.target,
        unit: row.unit,
        current_streak: stat?.current_streak ?? 0,
        best_streak: stat?.best_streak ?? 0,
        strength: stat?.strength ?? 0,
        verdicts: verdicts.get(row.id) ?? [],
      };
    }),
    logs: logs.map((log) => ({
      habit_id: log.habitId,
      date: log.date,
      value_number: log.valueNumber,
      value_boolean: log.valueBoolean,
      is_complete: log.isComplete,
    })),
  };
}

async function loadSharedGoals(db: Database, userId: string, goalIds: readonly string[]) {
  if (goalIds.length === 0) return [];
  const { goals } = await listGoals(db, userId);
  return goals
    .filter((goal) => goalIds.includes(goal.id))
    .map((goal) => ({
      id: goal.id,
      name: goal.name,
      type: goal.type,
      unit: goal.unit,
      target_value: goal.target_value,
      end_date: goal.end_date,
      status: goal.status,
      progress: goal.progress.progress,
      source: goal.progress.source,
      logged_value: goal.progress.logged_value,
    }));
}

async function loadSharedSkills(db: Database, userId: string, skillIds: readonly string[]) {
  if (skillIds.length === 0) return [];
  const skills = await listSkills(db, userId);
  return skills
    .filter((skill) => skillIds.includes(skill.id))
    .map((skill) => ({
      id: skill.id,
      name: skill.name,
      level: skill.level,
      xp: skill.xp,
      hours: skill.hours,
      level_progress: skill.level_progress,
    }));
}

/**
 * The public answer, field by field from an allow-list: the chosen habits with their year of logs,
 * streaks and strength, the chosen goals' progress and the chosen skills' levels, the owner's shown
 * name and the dashboard's own words. No other column of any row is read into it.
 */
export async function buildPublicDashboard(
  db: Database,
  row: TDashboardRow,
  isOwner: boolean,
): Promise<TPublicDashboard> {
  const view = await loadOwnerView(db, row.userId);
  const [shared, goals, skills] = await Promise.all([
    loadSharedHabits(db, row.userId, row.habitIds, view),
    loadSharedGoals(db, row.userId, row.goalIds),
    loadSharedSkills(db, row.userId, row.skillIds),
  ]);
  return {
    habits: shared.habits,
    logs: shared.logs,
    goals,
    skills,
    owner: { name: view.ownerName },
    dashboard: {
      slug: row.slug,
      title: row.title,
      bio: row.bio,
      visibility: row.visibility,
      today: view.today,
      week_start: view.weekStartIndex,
    },
    isOwner,
    accessDenied: false,
    error: null,
  };
}

/** The whole answer for a request: the dashboard, or the empty answer with why not. */
export async function loadPublicDashboard(
  db: Database,
  request: TPublicDashboardRequest,
  viewerId: string | null,
): Promise<{ lookup: TDashboardLookup; answer: TPublicDashboard }> {
  const lookup = await findDashboard(db, request, viewerId);
  if (lookup.kind !== 'found') return { lookup, answer: refusedDashboard(lookup) };
  return { lookup, answer: await buildPublicDashboard(db, lookup.row, lookup.isOwner) };
}
