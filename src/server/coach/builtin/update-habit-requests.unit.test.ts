import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { answerActive as answer, proposed, request } from './test/coach-test-helpers';

/**
 * Changes to a habit: a new target in the unit it counts, a new schedule, a pause and its end, archiving, a
 * rename said as a wish (answerMessage).
 */

describe('a pause said with when the user is back', () => {
  it('"pause journal, back saturday" ends the pause on friday', () => {
    expect(proposed('pause journal, back saturday')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-journal',
      pause: { start: '2026-03-12', end: '2026-03-13' },
    });
  });
});

describe('a new amount in the unit one habit counts, said with "now" or "instead of"', () => {
  it('"i would like 30 pages a day instead of 20" changes Read\'s target', () => {
    expect(proposed('i would like 30 pages a day instead of 20')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-read',
      target: 30,
    });
  });
});

describe('archiving said as off the list, and a target set without a verb', () => {
  it('"take stretch off the tracker" archives it', () => {
    expect(proposed('take stretch off the tracker')).toMatchObject({ habit_id: 'h-stretch', active: false });
  });

  it('"marathon goal to 50 km" sets the goal\'s target', () => {
    expect(proposed('marathon goal to 50 km')).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-marathon',
      target_value: 50,
    });
  });
});

describe('the new value of a change is the amount a word sets, not the one there now', () => {
  it.each([
    [
      '10 pages is a lot, set the read target to 12',
      { type: 'update_habit', habit_id: 'h-read', target: 12 },
    ],
    [
      'my 20 books goal is too much, make the target 16',
      { type: 'update_goal', goal_id: 'g-books', target_value: 16 },
    ],
  ])('"%s" proposes %j', (message, expected) => {
    expect(answer(message).action).toMatchObject(expected);
  });
});

describe('a habit named by what it counts ("the glasses target", "my page count")', () => {
  const standard = fixtures.standard;
  it('"bump the daily glasses target up to 10" changes Drink water', () => {
    expect(answerMessage('bump the daily glasses target up to 10', standard, false).action).toMatchObject({
      type: 'update_habit',
      target: 10,
    });
  });

  it('"whats my page target again" answers with Read\'s 20 pages', () => {
    const { reply, action } = answerMessage('whats my page target again', standard, false);
    expect(action).toBeNull();
    expect(reply).toContain('20 pages');
  });
});

describe("a habit's new schedule", () => {
  it.each([
    ['switch journal to 4 times a week', { habit_id: 'h-journal', schedule: { times: 4 } }],
    ['from now on only stretch on weekends', { habit_id: 'h-stretch', schedule: { weekdays: [0, 6] } }],
  ])('"%s" changes the schedule', (message, expected) => {
    expect(answer(message).action).toMatchObject({ type: 'update_habit', ...expected });
  });

  it('"set the water target to 10 glasses" is still a target', () => {
    expect(answer('set the water target to 10 glasses').action).toMatchObject({ target: 10 });
  });
});

describe('pauses: taken off, back at it, and a span of next week', () => {
  it('"take stretch off pause" resumes it', () => {
    expect(answer('take stretch off pause').action).toMatchObject({ habit_id: 'h-stretch', pause: null });
  });

  it.each([
    ['pause journal, ill be back at it on friday', { start: '2026-03-12', end: '2026-03-12' }],
    ['pause stretch from tuesday to thursday', { start: '2026-03-17', end: '2026-03-19' }],
  ])('"%s" pauses %j', (message, pause) => {
    expect(answer(message).action).toMatchObject({ type: 'update_habit', pause });
  });
});

describe('rows said to be on pause until a day are paused', () => {
  it.each([
    ['floss + stretch both on hold till tuesday', ['h-floss', 'h-stretch']],
    ['run and meditate are paused until thursday', ['h-run', 'h-meditate']],
  ])('"%s" pauses %j', (message, habits) => {
    const steps = (request(message)?.actions ?? []) as { habit_id?: string; pause?: unknown }[];
    expect(steps.map((step) => step.habit_id)).toEqual(habits);
    expect(steps.every((step) => step.pause !== undefined)).toBe(true);
  });

  it('"is journal paused until monday" is still a question', () => {
    expect(request('is journal paused until monday')).toBeNull();
  });
});

describe('a rename said as a wish', () => {
  it.each([
    ["i'd rather Journal were called Diary", 'h-journal', 'Diary'],
    ["i'd like Run renamed Jog", 'h-run', 'Jog'],
    ['i would prefer Meditate was named Breathwork', 'h-meditate', 'Breathwork'],
  ])('"%s" renames, never logs', (message, habit, name) => {
    expect(proposed(message)).toEqual({ type: 'update_habit', habit_id: habit, name });
  });
});
