import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { standardAccount } from './eval/coach-standard-fixture';
import { habitId, log, proposed } from './test/coach-test-helpers';

/**
 * A report read as people type it: a clause that sets the scene is no new habit, a night closing a report of
 * sleep dates the sleep only (answerMessage).
 */

const context = fixtures.standard;

describe('a clause that sets the scene of a report is no new habit', () => {
  it('logs only the run in "got dressed and went for a run"', () => {
    const { action } = answerMessage('got dressed and went for a run', context, false);
    expect(action).toMatchObject({ type: 'log_habit', habit_id: habitId('Run') });
  });

  it('still creates every habit of a list', () => {
    const { action } = answerMessage('new habits: floss, stretch, read', context, false);
    expect(action?.type).not.toBe('log_habit');
  });
});

describe('a report read as people type it', () => {
  it.each([
    ['meditated wednesday but missed the check', 'h-meditate', '2026-11-25'],
    ['journal on monday, i skipped the log', 'h-journal', '2026-11-23'],
  ])('"%s": what was missed is the record, so the habit is done', (message, habit, date) => {
    expect(answerMessage(message, standardAccount, false).action).toMatchObject(log(habit, date, true));
  });

  it.each([
    ['stretched on weds', 'h-stretch', '2026-11-25'],
    ['journaled thu, forgot to tick it', 'h-journal', '2026-11-26'],
  ])('"%s": a weekday short form is the day', (message, habit, date) => {
    expect(answerMessage(message, standardAccount, false).action).toMatchObject(log(habit, date, true));
  });

  it.each([
    ['give the spanish goal two more weeks, so june 15', 'g-spanish', '2027-06-15'],
    ['extend the reading goal by a month, until january 31st', 'g-books', '2027-01-31'],
  ])('"%s": a day said outright wins over the span', (message, goal, date) => {
    expect(answerMessage(message, standardAccount, false).action).toMatchObject({
      type: 'update_goal',
      goal_id: goal,
      end_date: date,
    });
  });
});

describe('a night closing a report of sleep dates the sleep, not what was reported beside it', () => {
  const sleeper = fixtures.solo_skill_user;
  it('"meditated and slept 8 hours last night" logs the meditation today', () => {
    expect(proposed('meditated and slept 8 hours last night', sleeper)).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'log_habit', habit_id: 'h-meditate', date: '2026-03-12' },
        { type: 'log_habit', habit_id: 'h-sleep', date: '2026-03-11', value_number: 8 },
      ],
    });
  });

  it('"4 more pages + 6 hours of sleep last night" adds the pages to today', () => {
    expect(proposed('4 more pages + 6 hours of sleep last night', sleeper)).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'log_habit', habit_id: 'h-read', date: '2026-03-12', value_number: 16 },
        { type: 'log_habit', habit_id: 'h-sleep', value_number: 6 },
      ],
    });
  });

  it('a night with no sleep in it still dates every report ("ran 4k and journaled last night")', () => {
    expect(proposed('ran 4k and journaled last night')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'log_habit', habit_id: 'h-run', date: '2026-03-11' },
        { type: 'log_habit', habit_id: 'h-journal', date: '2026-03-11' },
      ],
    });
  });
});
