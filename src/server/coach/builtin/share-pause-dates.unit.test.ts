import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// A second pause said as the same again ("… too") takes the first pause's dates instead of pausing for good.
describe('share-pause-dates', () => {
  const untilSunday = { start: '2026-03-12', end: '2026-03-14' };
  it.each([
    'pause run until sunday, and pause meditate as well',
    'could you pause stretch till sunday and pause journal likewise',
    'pause run through saturday and pause meditate too please',
  ])('"%s" pauses both on the same dates', (message) => {
    const action = proposed(message);
    expect(action?.type).toBe('batch');
    const [first, second] = (action?.actions ?? []) as { pause?: unknown }[];
    expect(first?.pause).toBeDefined();
    expect(second?.pause).toEqual(first?.pause);
  });

  it('keeps a date the second pause names', () => {
    const action = proposed('pause run until sunday and pause meditate until friday too');
    const [, second] = (action?.actions ?? []) as { pause?: unknown }[];
    expect(second?.pause).not.toEqual(untilSunday);
  });
});
