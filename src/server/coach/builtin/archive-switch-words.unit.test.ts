import { describe, expect, it } from 'vitest';
import { log, proposed } from './test/coach-test-helpers';

// A habit turned off like a switch, or one the user is done with, is archived; being done for the day is a report.
describe('parse-update-habit: a habit switched off is archived', () => {
  it.each([
    ['please switch off the journal habit', 'h-journal'],
    ['turn meditation off, not using it anymore', 'h-meditate'],
    ["stretching isn't for me, i'm done with it, turn it off", 'h-stretch'],
  ])('"%s" archives it', (message, habit) => {
    expect(proposed(message)).toMatchObject({ type: 'update_habit', habit_id: habit, active: false });
  });

  it('"done with journal for the day" still logs it', () => {
    expect(proposed('done with journal for the day')).toMatchObject(log('h-journal', '2026-03-12', true));
  });
});
