import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// A target change beside a report with a closing day: the day is the report's; the change is no report.
describe('target-change-no-day', () => {
  it.each([
    ['raise the water target to 10 and log 6 glasses for today', 'h-water', 10, 6],
    ['up my guitar target to 45 and log 40 min of guitar today', 'h-guitar', 45, 40],
    ['set the read target to 25 and log 18 pages for today', 'h-read', 25, 18],
  ])('"%s" changes the target and logs the day', (message, habit, target, logged) => {
    expect(proposed(message)).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'update_habit', habit_id: habit, target },
        { type: 'log_habit', habit_id: habit, value_number: logged },
      ],
    });
  });
});
