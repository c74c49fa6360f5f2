import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skills } from '../../db/schema';
import { loadSkillTotals } from '../skills/load-skill-totals';
import { presentSkill } from '../skills/present-skill';
import { emitWebhookEvent, wantsWebhookEvent } from './webhook-subscriptions';

async function loadSkillLevel(db: Database, userId: string, skillId: string) {
  const [row] = await db
    .select()
    .from(skills)
    .where(and(eq(skills.id, skillId), eq(skills.userId, userId)));
  if (!row) return null;
  const totalsOf = await loadSkillTotals(db, userId, [skillId]);
  return presentSkill(row, totalsOf(skillId));
}

/**
 * Reads a skill's level before a change and returns what to call after it: skill.level_reached is queued
 * when the level rose. Nothing is read when no webhook of the user wants the event.
 */
export async function watchSkillLevel(
  db: Database,
  userId: string,
  skillId: string,
): Promise<() => Promise<void>> {
  if (!(await wantsWebhookEvent(db, userId, 'skill.level_reached'))) return async () => undefined;
  const before = await loadSkillLevel(db, userId, skillId);
  return async () => {
    const after = await loadSkillLevel(db, userId, skillId);
    if (!before || !after || after.level <= before.level) return;
    await emitWebhookEvent(db, userId, 'skill.level_reached', {
      skill: { id: after.id, name: after.name },
      level: after.level,
      previous_level: before.level,
      xp: after.xp,
    });
  };
}
