import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/dates/date-key';
import { buildWeekBuckets, startOfWeek } from '../../../domain/dates/week-buckets';
import { readWeekdayIndex } from '../../../domain/preferences/preference-options';
import type { Database } from '../../db/client';
import { habitSkills, skills, subskillTimeLogs, userPreferences, userSubskills } from '../../db/schema';
import { isUuid } from '../habits/is-uuid';
import { loadUserToday } from '../load-user-today';
import { loadSkillTotals } from './load-skill-totals';
import {
  presentSkill,
  presentSkillTimeLog,
  presentSubskill,
  type TSkillDto,
  type TSkillTimeLogDto,
  type TSubskillDto,
} from './present-skill';
import { skillNotFound } from './skill-not-found';

export const recentTimeLogCount = 20;
export const progressWeeks = 12;

export type TSkillDetailDto = {
  skill: TSkillDto;
  subskills: (TSubskillDto & { hours: number })[];
  links: { skill_id: string; habit_id: string; weight: number }[];
  recent_time_logs: TSkillTimeLogDto[];
  /** The last 12 weeks of practice, oldest first; each week is the 7 days ending on week_end. */
  weekly_hours: { week_start: string; week_end: string; hours: number }[];
};

/** One skill's page: its subskills with their hours, habit links, recent practice and 12 weeks of it. */
export async function getSkill(
  db: Database,
  userId: string,
  skillId: string,
  now = new Date(),
): Promise<TSkillDetailDto> {
  if (!isUuid(skillId)) throw skillNotFound();
  const today = await loadUserToday(db, userId, now);
  // Calendar weeks on the user's own week start, the last one in progress (not rolling 7-day windows).
  const [preferences] = await db
    .select({ weekStart: userPreferences.weekStart })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const currentWeekStart = startOfWeek(today, readWeekdayIndex(preferences?.weekStart ?? 'monday'));
  const firstDay = addDays(currentWeekStart, -7 * (progressWeeks - 1));
  const [[skill], subskillRows, subskillSeconds, linkRows, recentRows, weekRows, totalsOf] =
    await Promise.all([
      db
        .select()
        .from(skills)
        .where(and(eq(skills.id, skillId), eq(skills.userId, userId))),
      db
        .select()
        .from(userSubskills)
        .where(and(eq(userSubskills.parentSkillId, skillId), eq(userSubskills.userId, userId)))
        .orderBy(asc(userSubskills.createdAt)),
      db
        .select({
          subskillId: subskillTimeLogs.skillId,
          seconds: sql`sum(${subskillTimeLogs.seconds})`.mapWith(Number),
        })
        .from(subskillTimeLogs)
        .where(and(eq(subskillTimeLogs.parentSkillId, skillId), eq(subskillTimeLogs.userId, userId)))
        .groupBy(subskillTimeLogs.skillId),
      db
        .select()
        .from(habitSkills)
        .where(and(eq(habitSkills.skillId, skillId), eq(habitSkills.userId, userId)))
        .orderBy(asc(habitSkills.createdAt)),
      db
        .select()
        .from(subskillTimeLogs)
        .where(and(eq(subskillTimeLogs.parentSkillId, skillId), eq(subskillTimeLogs.userId, userId)))
        .orderBy(desc(subskillTimeLogs.date), desc(subskillTimeLogs.createdAt))
        .limit(recentTimeLogCount),
      db
        .select({
          week: sql`greatest(0, (${currentWeekStart}::date - ${subskillTimeLogs.date} + 6) / 7)`.mapWith(
            Number,
          ),
          seconds: sql`sum(${subskillTimeLogs.seconds})`.mapWith(Number),
        })
        .from(subskillTimeLogs)
        .where(
          and(
            eq(subskillTimeLogs.parentSkillId, skillId),
            eq(subskillTimeLogs.userId, userId),
            gte(subskillTimeLogs.date, firstDay),
          ),
        )
        .groupBy(sql`1`),
      loadSkillTotals(db, userId, [skillId]),
    ]);
  if (!skill) throw skillNotFound();
  const secondsBySubskill = new Map(subskillSeconds.map((row) => [row.subskillId, row.seconds]));
  const secondsByWeeksAgo = new Map(weekRows.map((row) => [row.week, row.seconds]));
  return {
    skill: presentSkill(skill, totalsOf(skillId)),
    subskills: subskillRows.map((row) => ({
      ...presentSubskill(row),
      hours: (secondsBySubskill.get(row.id) ?? 0) / 3600,
    })),
    links: linkRows.map((row) => ({ skill_id: row.skillId, habit_id: row.habitId, weight: row.weight })),
    recent_time_logs: recentRows.map(presentSkillTimeLog),
    weekly_hours: buildWeekBuckets(
      today,
      readWeekdayIndex(preferences?.weekStart ?? 'monday'),
      progressWeeks,
    ).map(({ week_start, week_end, weeksAgo }) => ({
      week_start,
      week_end,
      hours: (secondsByWeeksAgo.get(weeksAgo) ?? 0) / 3600,
    })),
  };
}
