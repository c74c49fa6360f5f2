import { describe, expect, it } from 'vitest';
import { askForPlaceholder } from './propose-action';

describe('askForPlaceholder: a name that stands for one not said yet (development set 5)', () => {
  it.each([
    { type: 'create_habit', name: 'Something else' },
    { type: 'create_habit', name: 'stuff' },
    { type: 'set_focus', focus: 'Something', date: '2026-11-28' },
  ])('%o asks for the name instead of proposing it', (action) =>
    expect(askForPlaceholder(action)).toMatch(/\?/),
  );

  it.each([
    { type: 'create_habit', name: 'Bike rides' },
    { type: 'set_focus', focus: 'Finish something for the launch', date: '2026-11-28' },
    { type: 'log_habit', habit_id: 'h-read', value_number: 20 },
  ])('%o is proposed as it is', (action) => expect(askForPlaceholder(action)).toBeNull());
});
