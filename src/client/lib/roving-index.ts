export type TRovingOptions = {
  /** 'both' also moves with ArrowLeft and ArrowRight (a row of tabs). */
  orientation?: 'vertical' | 'both';
  /** Past either end, go round to the other (menus, tabs) or stay (long lists). */
  wrap?: boolean;
};

const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
const sideSteps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * Where arrow keys, Home and End move the focus in a list of `count` items from `index` (WAI-ARIA
 * roving focus), or null when the key is not one of them.
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  { orientation = 'vertical', wrap = true }: TRovingOptions = {},
): number | null {
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = steps[key] ?? (orientation === 'both' ? sideSteps[key] : undefined);
  if (step === undefined) return null;
  const next = index + step;
  return wrap ? (next + count) % count : Math.min(Math.max(next, 0), count - 1);
}
