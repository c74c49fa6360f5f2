import type { TCoachContext } from '../coach-provider';
import { findBestMatch, type TNameMatch } from './match-by-name';

/** The user's rows a piece of text names: habits (active first), goals, skills and subskills. */

type THabit = TCoachContext['habits'][number];
type TGoal = TCoachContext['goals'][number];
type TSkill = TCoachContext['skills'][number];
type TSubskill = TCoachContext['subskills'][number];

export function findHabit(text: string, context: TCoachContext): TNameMatch<THabit> | null {
  return findBestMatch(text, context.habits) ?? findByUnit(text, context.habits);
}

/**
 * "the daily glasses target", "mondays page count": a habit named by what it counts, when one habit alone
 * counts it and the unit is said as the name of its target, count or total.
 */
function findByUnit(text: string, habits: readonly THabit[]): TNameMatch<THabit> | null {
  const said = /\b([a-z]+?)s? (?:target|count|total|goal|tally|number)\b/.exec(text);
  const word = said?.[1];
  if (word === undefined || word.length < 3) return null;
  const counting = habits.filter(
    (habit) => habit.unit !== null && habit.unit.replace(/e?s$/, '') === word.replace(/e$/, ''),
  );
  const [habit] = counting;
  if (habit === undefined || counting.length > 1) return null;
  const position = text
    .slice(0, said?.index ?? 0)
    .split(/\s+/)
    .filter(Boolean).length;
  return { row: habit, share: 1, count: 1, position };
}

export function findGoal(text: string, context: TCoachContext): TNameMatch<TGoal> | null {
  return findBestMatch(text, context.goals);
}

export function findSkill(text: string, context: TCoachContext): TNameMatch<TSkill> | null {
  return findBestMatch(text, context.skills);
}

export function findSubskill(text: string, context: TCoachContext): TNameMatch<TSubskill> | null {
  return findBestMatch(text, context.subskills);
}

/** The share of a match, 0 when there is none: for comparing a habit match with a goal match. */
export function shareOf(match: TNameMatch<unknown> | null): number {
  return match?.share ?? 0;
}

/**
 * "rename Run a marathon to …": a goal's whole name, longer than the habit's name it contains ("Run"),
 * names the goal, even without the word "goal".
 */
export function namesGoalInFull(text: string, context: TCoachContext, habitName: string): boolean {
  const goalName = findGoal(text, context)?.row.name.toLowerCase();
  return (
    goalName !== undefined &&
    goalName.length > habitName.length &&
    // "rename 'run a marathon' to …": a name in quotes is said in full all the same.
    ` ${text.replace(/['"‘’“”]/g, ' ')} `.replace(/\s+/g, ' ').includes(` ${goalName} `)
  );
}
