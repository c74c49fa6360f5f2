import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// A habit counted in another unit: the unit is what it counts from now on, never a new name or a log.
describe('read-habit-unit-change', () => {
  it.each([
    ['could the unit on my run habit be switched to miles', 'h-run', 'miles'],
    ["i'd like water counted in cups from now on", 'h-water', 'cups'],
    ['reading should be tracked in chapters now', 'h-read', 'chapters'],
  ])('"%s" changes the unit', (message, habit, unit) => {
    expect(proposed(message)).toMatchObject({ type: 'update_habit', habit_id: habit, unit });
  });

  it('takes the target said beside the unit', () => {
    expect(proposed('stretch should be counted in minutes from now on, 10 a day')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-stretch',
      unit: 'minutes',
      target: 10,
    });
  });

  // The habit wished in a unit, or switched into one, with the target said beside it.
  it.each([
    ['switch my water habit to litres, 2 a day', 'h-water', 'liters', 2],
    ['convert run over to miles, 3 a day', 'h-run', 'miles', 3],
    ["i'd rather have my water in cups, 8 a day", 'h-water', 'cups', 8],
  ])('"%s" changes the unit and the target', (message, habit, unit, target) => {
    expect(proposed(message)).toMatchObject({ type: 'update_habit', habit_id: habit, unit, target });
  });

  it('"i prefer the run habit in miles" changes the unit', () => {
    expect(proposed('i prefer the run habit in miles')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-run',
      unit: 'miles',
    });
  });
});
