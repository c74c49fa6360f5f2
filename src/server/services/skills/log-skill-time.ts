import {
  checkCreateSkillEntry,
  type TLogSkillTimeRequest,
} from '../../../domain/actions/create-skill-entry.action';
import type { Database } from '../../db/client';
import { habits, skills, subskillTimeLogs } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { habitNotFound } from '../habits/habit-not-found';
import { loadUserToday } from '../load-user-today';
import { invalidInput } from '../service-error';
import { watchSkillLevel } from '../webhooks/skill-level-events';
import { loadOwnedSubskills } from './load-owned-subskills';
import { presentSkillTimeLog, type TSkillTimeLogDto } from './present-skill';
import { skillNotFound, subskillNotFound } from './skill-not-found';

/**
 * Logs practice on a subskill of one of the user's skills (read by the create_skill_entry schema: 1 s to 24 h,
 * quality 1 to 5, the user's today by default). Ids that are not the user's answer 404 before the rules.
 */
export async function logSkillTime(
  db: Database,
  userId: string,
  skillId: string,
  input: TLogSkillTimeRequest,
  now = new Date(),
): Promise<{ time_log: TSkillTimeLogDto; warnings: string[] }> {
  const parent = await findOwnedId(db, skills, userId, skillId, skillNotFound);
  const subskills = await loadOwnedSubskills(db, userId, parent);
  const subskillId = input.skill_id;
  if (!subskills.some((subskill) => subskill.id === subskillId)) throw subskillNotFound();
  const habitId =
    input.habit_id == null ? null : await findOwnedId(db, habits, userId, input.habit_id, habitNotFound);
  const verdict = checkCreateSkillEntry(
    { ...input, parent_skill_id: parent, habit_id: habitId },
    {
      ownedSkillIds: [parent],
      ownedSubskills: subskills,
      ownedHabitIds: habitId ? [habitId] : [],
      today: await loadUserToday(db, userId, now),
    },
  );
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const entry = verdict.value;
  const afterPractice = await watchSkillLevel(db, userId, parent);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subskillTimeLogs)
      .values({
        userId,
        skillId: entry.skill_id,
        parentSkillId: entry.parent_skill_id,
        habitId: entry.habit_id,
        seconds: entry.seconds,
        date: entry.date,
        sessionType: entry.session_type,
        qualityRating: entry.quality_rating,
      })
      .returning();
    await publishChange(tx, userId, 'skills');
    return created;
  });
  if (!row) throw new Error('The time log was not stored');
  await afterPractice();
  return { time_log: presentSkillTimeLog(row), warnings: verdict.warnings };
}
