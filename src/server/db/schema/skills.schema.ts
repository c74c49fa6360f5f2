import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ownedKey, ownedReference, userId } from './columns';
import { habits } from './habits.schema';

/** A skill a user practises; user_skills and user_subskills point here. */
export const skills = pgTable(
  'skills',
  {
    id: id(),
    userId: userId(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (table) => [ownedKey(table)],
);

export const userSkills = pgTable(
  'user_skills',
  {
    skillId: uuid('skill_id').notNull(),
    userId: userId(),
    baselineHours: doublePrecision('baseline_hours').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_skills_user_id_skill_id_key').on(table.userId, table.skillId),
    ownedReference(
      'user_skills_skill_fk',
      { userId: table.userId, column: table.skillId },
      skills,
      'cascade',
    ),
  ],
);

export const userSubskills = pgTable(
  'user_subskills',
  {
    id: id(),
    parentSkillId: uuid('parent_skill_id').notNull(),
    userId: userId(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    ownedReference(
      'user_subskills_parent_skill_fk',
      { userId: table.userId, column: table.parentSkillId },
      skills,
      'cascade',
    ),
    index('user_subskills_parent_skill_id_idx').on(table.parentSkillId),
  ],
);

export const habitSkills = pgTable(
  'habit_skills',
  {
    habitId: uuid('habit_id').notNull(),
    skillId: uuid('skill_id').notNull(),
    userId: userId(),
    weight: doublePrecision('weight').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.habitId, table.skillId] }),
    ownedReference(
      'habit_skills_habit_fk',
      { userId: table.userId, column: table.habitId },
      habits,
      'cascade',
    ),
    ownedReference(
      'habit_skills_skill_fk',
      { userId: table.userId, column: table.skillId },
      skills,
      'cascade',
    ),
    index('habit_skills_skill_id_idx').on(table.skillId),
  ],
);

export const subskillTimeLogs = pgTable(
  'subskill_time_logs',
  {
    id: id(),
    /** The subskill practised (spec: skill_id). */
    skillId: uuid('skill_id').notNull(),
    parentSkillId: uuid('parent_skill_id').notNull(),
    habitId: uuid('habit_id'),
    userId: userId(),
    seconds: integer('seconds').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    sessionType: text('session_type'),
    qualityRating: smallint('quality_rating'),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    ownedReference(
      'subskill_time_logs_subskill_fk',
      { userId: table.userId, column: table.skillId },
      userSubskills,
      'cascade',
    ),
    ownedReference(
      'subskill_time_logs_parent_skill_fk',
      { userId: table.userId, column: table.parentSkillId },
      skills,
      'cascade',
    ),
    ownedReference(
      'subskill_time_logs_habit_fk',
      { userId: table.userId, column: table.habitId },
      habits,
      'set null',
    ),
    index('subskill_time_logs_user_id_date_idx').on(table.userId, table.date),
    index('subskill_time_logs_parent_skill_id_idx').on(table.parentSkillId),
    index('subskill_time_logs_skill_id_idx').on(table.skillId),
  ],
);
