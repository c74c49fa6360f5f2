import { qualityRatingMax, qualityRatingMin } from './skill-rules';

/**
 * Skill XP and levels; docs/xp-and-levels.md says the same for users, and must change with this file.
 *
 * XP = 60 × baseline hours                                  (experience from before the app, at par)
 *    + Σ practice minutes × quality multiplier              (1 XP a minute at quality 3)
 *    + Σ 10 × habit weight × completed days of linked habits (showing up counts, practice timed or not)
 * quality multiplier = (rating + 2) / 5: 0.6, 0.8, 1.0, 1.2, 1.4 for ratings 1 to 5; 1.0 unrated.
 *
 * Levels follow Habitica's curve: from level L to L + 1 takes round((0.25·L² + 10·L + 139.75) / 10) × 10
 * XP (150 from level 1), so each level asks a little more than the one before and the total grows with
 * the cube of the level.
 */

export const xpPerPracticeMinute = 1;
export const xpPerBaselineHour = 60;
export const xpPerWeightedCompletion = 10;
const unratedQualityRating = 3;
// Past this the level loop would take too long to count, and no practice reaches it (10,000 h ≈ 600,000 XP).
const maxCountedXp = Number.MAX_SAFE_INTEGER;

export type TSkillXpInput = {
  baselineHours: number;
  practiceLogs: readonly { seconds: number; quality_rating: number | null }[];
  /** One item per linked habit: its habit_skills weight (0 to 5) and how many days it was completed. */
  habitCompletions: readonly { weight: number; completions: number }[];
};

export type TSkillLevel = {
  level: number;
  /** XP earned since reaching this level. */
  xpIntoLevel: number;
  /** XP this level takes in all, from its start to the next. */
  xpForNextLevel: number;
  /** xpIntoLevel / xpForNextLevel: 0 up to, never reaching, 1. */
  progress: number;
};

/** Whole XP; negative or unreadable amounts count as nothing, so XP never falls when something is added. */
export function computeSkillXp({ baselineHours, practiceLogs, habitCompletions }: TSkillXpInput): number {
  // seconds / 60 × (rating + 2) / 5 as one division, so that whole results stay whole before the floor.
  const practiceXp = practiceLogs.reduce(
    (sum, log) =>
      sum +
      (readAmount(log.seconds) * xpPerPracticeMinute * (readQualityRating(log.quality_rating) + 2)) / 300,
    0,
  );
  const habitXp = habitCompletions.reduce(
    (sum, habit) => sum + xpPerWeightedCompletion * readAmount(habit.weight) * readAmount(habit.completions),
    0,
  );
  return Math.floor(xpPerBaselineHour * readAmount(baselineHours) + practiceXp + habitXp);
}

export function computeXpToNextLevel(level: number): number {
  return Math.round((0.25 * level ** 2 + 10 * level + 139.75) / 10) * 10;
}

/** Level 1 at 0 XP. */
export function computeLevelFromXp(xp: number): TSkillLevel {
  let remaining = Math.floor(Math.min(readAmount(xp), maxCountedXp));
  let level = 1;
  while (remaining >= computeXpToNextLevel(level)) {
    remaining -= computeXpToNextLevel(level);
    level += 1;
  }
  const xpForNextLevel = computeXpToNextLevel(level);
  return { level, xpIntoLevel: remaining, xpForNextLevel, progress: remaining / xpForNextLevel };
}

/** Baseline hours plus logged practice, in hours. */
export function computeSkillHours(baselineHours: number, logs: readonly { seconds: number }[]): number {
  const seconds = logs.reduce((sum, log) => sum + readAmount(log.seconds), 0);
  return readAmount(baselineHours) + seconds / 3600;
}

function readQualityRating(rating: number | null): number {
  if (rating === null || !Number.isFinite(rating)) return unratedQualityRating;
  return Math.min(Math.max(rating, qualityRatingMin), qualityRatingMax);
}

function readAmount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
