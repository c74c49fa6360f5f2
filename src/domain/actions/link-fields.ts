import { readNumberInRange } from './action-fields';

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
