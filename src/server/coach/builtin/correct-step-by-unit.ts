import type { TCoachContext } from '../coach-provider';
import { applyChanges } from './apply-changes';
import type { TCoachAction } from './coach-answer';
import { asCorrection } from './correction-words';

/** "pages", "page", "glasses": a unit said as a word of its own, singular or plural. */
function unitPattern(unit: string): RegExp {
  const stem = unit.toLowerCase().replace(/e?s$/, '');
  return new RegExp(`\\b(?:(?:the|my|those|that|them) )?${stem}(?:e?s)?\\b`);
}

/**
 * "read 25 pages" and "flossed" pending as one batch, then "make the pages 28", "the glasses were 9 not 7",
 * "change the minutes to 40": a correction that names a step by what it counts changes that step alone, the
 * unit said read as "it" ("make it 28"). Two steps counting the same unit leave the reply to the other readers.
 */
export function correctStepByUnit(
  pending: TCoachAction,
  text: string,
  raw: string,
  context: TCoachContext,
): TCoachAction | null {
  if (pending.type !== 'batch' || !Array.isArray(pending.actions)) return null;
  const steps = pending.actions as TCoachAction[];
  const unitOf = (step: TCoachAction) =>
    context.habits.find((habit) => habit.id === step.habit_id)?.unit ?? null;
  const named = steps.flatMap((step, index) => {
    const unit = step.type === 'log_habit' ? unitOf(step) : null;
    return unit !== null && unitPattern(unit).test(text) ? [{ index, unit }] : [];
  });
  const [only] = named;
  if (only === undefined || named.length > 1) return null;
  const said = text.replace(unitPattern(only.unit), 'it').replace(/\bit were\b/, 'it was');
  const step = steps[only.index] as TCoachAction;
  const changed = applyChanges(step, asCorrection(said), raw, context);
  if (changed === null || JSON.stringify(changed) === JSON.stringify(step)) return null;
  return { type: 'batch', actions: steps.map((other, at) => (at === only.index ? changed : other)) };
}
