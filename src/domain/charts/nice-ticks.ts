const steps = [1, 2, 2.5, 5, 10];

/**
 * Axis ticks a reader can take in at a glance: from 0, evenly spaced by 1, 2, 2.5 or 5 times a power
 * of ten, at most `maxTicks` of them, the last one at or above `max` (0 to 1 for an empty chart).
 */
export function buildNiceTicks(max: number, maxTicks = 5): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const rough = top / (maxTicks - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (steps.find((candidate) => candidate * power >= rough) ?? 10) * power;
  const count = Math.ceil(top / step - 1e-9);
  // Rounded to the step's own precision, so 0.1 + 0.2 never reads as 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return Array.from({ length: count + 1 }, (_, index) => Number((index * step).toFixed(decimals)));
}
