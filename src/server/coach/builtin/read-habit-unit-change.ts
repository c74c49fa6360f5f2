import type { TCoachContext } from '../coach-provider';
import { findHabit } from './find-rows';
import { isKnownUnit, normalizeUnit } from './read-quantities';

/**
 * A habit counted in another unit: "change the unit for run to miles", "count Run in miles from now on",
 * "meditate should be measured in minutes now". The words around the unit say it is what the habit counts, so
 * the unit is never read as a new name ("Miles") or as a log. Only a unit the quantity reader knows is taken.
 */
const unitChangeWordings: RegExp[] = [
  // "change the unit for run to miles", "set the units on my water habit to cups"
  /\bunits?\s+(?:for|of|on)\s+(.+?)\s+(?:to|into|as)\s+([a-z-]+)\b/,
  // "switch run's unit to miles", "change my water habit units to cups"
  /\b(?:change|switch|set|make)\s+(.+?)(?:'s)?\s+units?\s+(?:to|into)\s+([a-z-]+)\b/,
  // "i think in miles, switch the run habit's unit": the unit said first, the habit's unit asked to follow it.
  /\b(?:change|switch|set|make)\s+(.+?)(?:'s)?\s+units?\b(?:\s+(?:please|pls|over|too))*[.!]*$(?<=\b(?:in|to)\s+([a-z-]+)\b.*)/,
  // "count run in miles instead", "track my water in cups from now on"
  /\b(?:count|track|measure)\s+(.+?)\s+in\s+([a-z-]+)\b/,
  // "meditate should be counted in minutes now", "i want run measured in miles"
  /\b(?:want\s+|need\s+)?(.+?)\s+(?:(?:should|will|to|can)\s+be\s+|)(?:counted|tracked|measured|logged)\s+in\s+([a-z-]+)\b/,
  // "i'd like my water target in litres, 2 a day", "i prefer the run habit in miles": the habit wished in a unit.
  /\b(?:like|want|prefer|rather have|need)\s+(?:my\s+|the\s+)?(.+?)\s+(?:(?:target|goal|habit)\s+)?in\s+([a-z-]+)\b/,
  // "switch my water habit to litres", "convert run over to miles": the habit turned into a unit (only a unit
  // the quantity reader knows: "move run to friday" is no unit change; "switch the name of Read to Book time" renames).
  /\b(?:switch|convert)\s+(?:my\s+|the\s+)?(?![^,]*\bname\b)(.+?)\s+(?:(?:target|habit)\s+)?(?:over\s+)?(?:to|into)\s+([a-z-]+)\b/,
];

export type THabitUnitChange = { habit: TCoachContext['habits'][number]; unit: string };

/** The habit the message names and the unit it is to count in from now on, or null. */
export function readHabitUnitChange(text: string, context: TCoachContext): THabitUnitChange | null {
  for (const wording of unitChangeWordings) {
    const match = wording.exec(text);
    if (match?.[1] === undefined || match[2] === undefined || !isKnownUnit(match[2])) continue;
    const habit = findHabit(match[1], context);
    if (habit === null) continue;
    const unit = normalizeUnit(match[2]);
    if (habit.row.unit !== null && normalizeUnit(habit.row.unit) === unit) continue;
    return { habit: habit.row, unit };
  }
  return null;
}
