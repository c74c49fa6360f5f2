import { z } from 'zod';
import { pickFirstDefined, readNumberInRange } from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';
import { checkHabitOwnership, ZHabitId } from './habit-fields';

/** habit_goal_links.contribution and habit_skills.weight: spec section 9, "Link weight, contribution". */
export const linkWeightMin = 0;
export const linkWeightMax = 5;
/** What the tables store when the coach leaves it out. */
export const linkWeightDefault = 1;

export function readLinkWeight(message: string) {
  return readNumberInRange(linkWeightMin, linkWeightMax, message)
    .nullish()
    .transform((weight) => weight ?? linkWeightDefault);
}

/** The two names of a link's weight: each link type reads its own first and the other as an alias. */
type TLinkWeightField = 'contribution' | 'weight';
const linkWeightFields: readonly TLinkWeightField[] = ['contribution', 'weight'];

type TLinkHabitFields<TTarget extends string, TWeight extends TLinkWeightField> = { habit_id: string } & {
  [field in `${TTarget}_id`]: string;
} & { [field in TWeight]: number };

type TLinkHabitAction<TTarget extends string, TWeight extends TLinkWeightField> = {
  type: `link_habit_to_${TTarget}`;
} & TLinkHabitFields<TTarget, TWeight>;

type TLinkHabitSpec<TTarget extends string, TWeight extends TLinkWeightField, TContext> = {
  /** goal or skill: the action is link_habit_to_<target> and the target's id is <target>_id. */
  target: TTarget;
  ZTargetId: z.ZodType<string, unknown>;
  weightField: TWeight;
  weightMessage: string;
  checkTargetOwnership: (targetId: unknown, context: TContext) => string[];
};

/**
 * link_habit_to_goal and link_habit_to_skill are one rule on two tables: an owned habit, an owned
 * target and a weight from 0 to 5 (1 when left out). No `id` alias: with two ids it would be a guess.
 */
export function createLinkHabitAction<
  TTarget extends string,
  TWeight extends TLinkWeightField,
  TContext extends { ownedHabitIds: readonly string[] },
>({
  target,
  ZTargetId,
  weightField,
  weightMessage,
  checkTargetOwnership,
}: TLinkHabitSpec<TTarget, TWeight, TContext>) {
  type TAction = TLinkHabitAction<TTarget, TWeight>;
  const type = `link_habit_to_${target}` as const;
  const targetField = `${target}_id` as const;
  // Computed keys lose their literal names, so the shape is named again by hand.
  const schema = z.object({
    habit_id: ZHabitId,
    [targetField]: ZTargetId,
    [weightField]: readLinkWeight(weightMessage),
  }) as unknown as z.ZodType<TLinkHabitFields<TTarget, TWeight>, unknown>;
  const weightAliases = [weightField, ...linkWeightFields.filter((field) => field !== weightField)];

  function normalize(payload: Record<string, unknown>): Record<string, unknown> {
    return {
      habit_id: pickFirstDefined(payload, ['habit_id']),
      [targetField]: pickFirstDefined(payload, [targetField]),
      [weightField]: pickFirstDefined(payload, weightAliases),
    };
  }

  const module = defineAction({
    normalize,
    schema,
    owned: (fields, context: TContext) => [
      ...checkHabitOwnership(fields.habit_id, context.ownedHabitIds),
      ...checkTargetOwnership(fields[targetField], context),
    ],
    check: (data): TValidation<TAction> => concludeValidation({ type, ...data } as TAction, []),
    preview: (action: TAction) => `Link habit to ${target} — ${weightField} ${action[weightField]}`,
  });
  // The route names the habit and the target in its path: its body is the weight alone.
  const requestBody = actionRequestBody(
    (payload) => ({ [weightField]: pickFirstDefined(payload, weightAliases) }),
    z.object({ [weightField]: readLinkWeight(weightMessage) }) as unknown as z.ZodType<
      { [field in TWeight]: number },
      { [field in TWeight]?: unknown }
    >,
  );
  return { schema, normalize, validate: module.validate, preview: module.preview, module, requestBody };
}
