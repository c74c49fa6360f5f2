import { z } from 'zod';
import { formatCalendarDate } from '../dates/day-titles';
import {
  qualityRatingMax,
  qualityRatingMin,
  skillEntrySecondsMax,
  skillEntrySecondsMin,
  skillEntryWarnSeconds,
} from '../skills/skill-rules';
import {
  checkOptionalOwnedId,
  isBlank,
  pickFirstDefined,
  readDecimal,
  readNumberInRange,
  readNumberLike,
  readOptionalIdField,
  readOptionalTextField,
  ZOptionalDateKey,
} from './action-fields';
import { concludeValidation, rejectAction, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';
import { formatDuration } from './format-duration';
import { habitNotFoundMessage } from './habit-fields';
import {
  checkParentSkillOwnership,
  parentSkillNotFoundMessage,
  skillNotFoundMessage,
  type TOwnedSubskill,
  ZSkillId,
} from './skill-fields';

const secondsMessage = 'Practice time must be between 1 second and 24 hours';
const qualityMessage = `Quality rating must be between ${qualityRatingMin} and ${qualityRatingMax}`;
const wrongParentMessage = 'Skill does not belong to the parent skill';

/** The create_skill_entry payload once aliases are renamed by normalizeCreateSkillEntry. */
export const ZCreateSkillEntry = z.object({
  skill_id: ZSkillId,
  parent_skill_id: readOptionalIdField(parentSkillNotFoundMessage),
  habit_id: readOptionalIdField(habitNotFoundMessage),
  seconds: readNumberInRange(skillEntrySecondsMin, skillEntrySecondsMax, secondsMessage)
    // subskill_time_logs keeps whole seconds.
    .transform((seconds) => Math.round(seconds)),
  date: ZOptionalDateKey,
  session_type: readOptionalTextField('Session type must be text'),
  quality_rating: readNumberLike(
    z.int({ error: qualityMessage }).min(qualityRatingMin, { error: qualityMessage }).max(qualityRatingMax, {
      error: qualityMessage,
    }),
  ).nullish(),
});
export type TCreateSkillEntry = z.infer<typeof ZCreateSkillEntry>;

/** A row of subskill_time_logs: skill_id is the subskill practised, parent_skill_id its skill. */
export type TCreateSkillEntryAction = {
  type: 'create_skill_entry';
  skill_id: string;
  parent_skill_id: string;
  habit_id: string | null;
  seconds: number;
  date: string;
  session_type: string | null;
  quality_rating: number | null;
};
export type TCreateSkillEntryContext = {
  ownedSkillIds: readonly string[];
  ownedSubskills: readonly TOwnedSubskill[];
  ownedHabitIds: readonly string[];
  /** The user's local date, used when the entry has none. */
  today: string;
};

/**
 * skill_id ← subskill_id; parent_skill_id ← parent_id; seconds ← duration_seconds, or minutes and
 * duration_minutes times 60 (the model tends to think in minutes); quality_rating ← quality, rating.
 */
export function normalizeCreateSkillEntry(payload: Record<string, unknown>): Record<string, unknown> {
  const minutes = pickFirstDefined(payload, ['minutes', 'duration_minutes']);
  const minutesAsNumber = readDecimal(minutes);
  return {
    skill_id: pickFirstDefined(payload, ['skill_id', 'subskill_id']),
    parent_skill_id: pickFirstDefined(payload, ['parent_skill_id', 'parent_id']),
    habit_id: pickFirstDefined(payload, ['habit_id']),
    seconds:
      pickFirstDefined(payload, ['seconds', 'duration_seconds']) ??
      (minutesAsNumber === undefined ? minutes : minutesAsNumber * 60),
    date: pickFirstDefined(payload, ['date']),
    session_type: pickFirstDefined(payload, ['session_type']),
    quality_rating: pickFirstDefined(payload, ['quality_rating', 'quality', 'rating']),
  };
}

/** The subskill, its parent and the habit must be the user's; without a parent the subskill's own is meant. */
function checkSkillEntryOwnership(
  fields: Record<string, unknown>,
  context: TCreateSkillEntryContext,
): string[] {
  return [
    ...(findOwnedSubskill(fields.skill_id, context.ownedSubskills) === undefined
      ? [skillNotFoundMessage]
      : []),
    ...(isBlank(fields.parent_skill_id)
      ? []
      : checkParentSkillOwnership(fields.parent_skill_id, context.ownedSkillIds)),
    ...checkOptionalOwnedId(fields.habit_id, context.ownedHabitIds, habitNotFoundMessage),
  ];
}

/** The subskill's parent, the user's today when no date is given, a warning past skillEntryWarnSeconds. */
export function checkCreateSkillEntry(
  data: TCreateSkillEntry,
  context: TCreateSkillEntryContext,
): TValidation<TCreateSkillEntryAction> {
  const subskill = findOwnedSubskill(data.skill_id, context.ownedSubskills);
  if (subskill === undefined) return rejectAction([skillNotFoundMessage]);
  const parent_skill_id = data.parent_skill_id ?? subskill.parent_skill_id;
  return concludeValidation(
    {
      type: 'create_skill_entry',
      skill_id: data.skill_id,
      parent_skill_id,
      habit_id: data.habit_id ?? null,
      seconds: data.seconds,
      date: data.date ?? context.today,
      session_type: data.session_type ?? null,
      quality_rating: data.quality_rating ?? null,
    },
    // A foreign parent is reported as such, not also as the wrong one.
    subskill.parent_skill_id !== parent_skill_id && context.ownedSkillIds.includes(parent_skill_id)
      ? [wrongParentMessage]
      : [],
    data.seconds > skillEntryWarnSeconds
      ? [`This practice session is longer than ${skillEntryWarnSeconds / 3600} hours`]
      : [],
  );
}

export function validateCreateSkillEntry(input: unknown, context: TCreateSkillEntryContext) {
  return createSkillEntryAction.validate(input, context);
}

export function previewCreateSkillEntry(action: TCreateSkillEntryAction): string {
  const quality =
    action.quality_rating !== null ? ` (quality ${action.quality_rating}/${qualityRatingMax})` : '';
  return `Log ${formatDuration(action.seconds)} of practice on ${formatCalendarDate(action.date)}${quality}`;
}

export const createSkillEntryAction = defineAction({
  normalize: normalizeCreateSkillEntry,
  schema: ZCreateSkillEntry,
  owned: checkSkillEntryOwnership,
  check: checkCreateSkillEntry,
  preview: previewCreateSkillEntry,
});

/** POST /api/skills/{id}/time-logs: the create_skill_entry payload, the skill named by the path. */
export const ZLogSkillTimeRequest = actionRequestBody(
  normalizeCreateSkillEntry,
  ZCreateSkillEntry.omit({ parent_skill_id: true }),
);
export type TLogSkillTimeRequest = z.output<typeof ZLogSkillTimeRequest>;

function findOwnedSubskill(skillId: unknown, ownedSubskills: readonly TOwnedSubskill[]) {
  return typeof skillId === 'string'
    ? ownedSubskills.find((subskill) => subskill.id === skillId.trim())
    : undefined;
}
