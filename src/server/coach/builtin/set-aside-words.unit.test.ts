import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// What is set aside ("instead of", "rather than", "than") is not what the user wants.
describe('set-aside-words', () => {
  it.each([
    ['can we have metric rather than imperial', 'metric'],
    ['could we try imperial instead of metric', 'imperial'],
    ['switch to imperial instead of metric please', 'imperial'],
  ])('"%s" sets the system preferred', (message, units) => {
    expect(proposed(message)).toMatchObject({ type: 'update_user_preferences', units });
  });

  it.each([
    ['learning new skills motivates me far more than streaks do', 'mastery'],
    ['i am motivated by beating my records rather than by sharing with friends', 'achievement'],
    ['what keeps me going is my friends, more than badges', 'social'],
  ])('"%s" names the motivation kept', (message, style) => {
    expect(proposed(message)).toMatchObject({ type: 'update_user_preferences', motivation_style: style });
  });
});
