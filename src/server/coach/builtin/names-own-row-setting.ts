import type { TCoachContext } from '../coach-provider';
import { findGoal, findHabit } from './find-rows';

/**
 * "Read's daily target at 25", "i want Run's days to be mon and thu", "water's unit should be cups": one of the
 * user's rows named as the owner of a setting is that row being changed, never a new habit or goal named
 * after the words around it.
 */
const ownerOfSetting =
  /\b([a-z][a-z -]{0,40}?)'s\s+(?:(?:daily|weekly|new|current|usual)\s+)?(?:target|goal|unit|schedule|name|title|days|amount|deadline)\b/;

export function namesOwnRowSetting(text: string, context: TCoachContext): boolean {
  const owner = ownerOfSetting.exec(text)?.[1];
  return owner !== undefined && (findHabit(owner, context) !== null || findGoal(owner, context) !== null);
}
