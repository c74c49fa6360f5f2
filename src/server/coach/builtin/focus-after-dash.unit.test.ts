import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

const actionOf = (message: string) => answerMessage(message, fixtures.active_user, false).action;

describe('a dash after a day sets a focus off, as a colon does', () => {
  it.each([
    ['my focus on friday - the garage clear-out', 'The garage clear-out', '2026-03-13'],
    ['focus next monday -- job applications', 'Job applications', '2026-03-16'],
    ['wednesday focus - meal prep', 'Meal prep', '2026-03-18'],
  ])('%s', (message, focus, date) => {
    expect(actionOf(message)).toEqual({ type: 'set_focus', focus, date });
  });

  it('asked as a question, it proposes nothing', () => {
    expect(actionOf('should my focus on friday be - the garage clear-out?')).toBeNull();
  });
});
