import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// The request batches' account: today is Thursday 2026-03-12.
const logsOf = (message: string) => {
  const action = proposed(message);
  return action?.type === 'batch' && Array.isArray(action.actions)
    ? action.actions.map((step) => [
        (step as { habit_id?: string }).habit_id,
        (step as { date?: string }).date,
      ])
    : [];
};

// "ran 4k on monday and stretched on sunday": each report in a list may carry a day of its own.
describe('a day said in one report of a list is that report’s day', () => {
  it('logs each habit on the day said beside it', () => {
    expect(logsOf('ran 4k on monday and stretched on sunday, log both')).toEqual([
      ['h-run', '2026-03-09'],
      ['h-stretch', '2026-03-08'],
    ]);
    expect(logsOf('journaled on tuesday and meditated yesterday, log both')).toEqual([
      ['h-journal', '2026-03-10'],
      ['h-meditate', '2026-03-11'],
    ]);
    expect(logsOf('stretched on saturday, meditated on sunday')).toEqual([
      ['h-stretch', '2026-03-07'],
      ['h-meditate', '2026-03-08'],
    ]);
  });

  it('one day said for the list is every report’s', () => {
    expect(logsOf('on tuesday i journaled and meditated')).toEqual([
      ['h-journal', '2026-03-10'],
      ['h-meditate', '2026-03-10'],
    ]);
  });
});
