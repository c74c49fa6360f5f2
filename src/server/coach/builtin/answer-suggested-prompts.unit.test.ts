import { describe, expect, it } from 'vitest';
import { buildInsightsCoachPrompt } from '../../../domain/analytics/build-daily-insights';
import { suggestedPrompts } from '../../../domain/coach/suggested-prompts';
import { diffDays } from '../../../domain/dates/date-key';
import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

const [review, smartGoal, intention] = suggestedPrompts.map((prompt) => prompt.text);

describe('the suggested prompts, answered from the last 14 days', () => {
  it('reviews each habit as a checklist, names best and weakest and proposes one focus', () => {
    const answer = answerMessage(review ?? '', fixtures.active_user, false);
    expect(answer.reply).toContain('- [x] Read — 12/14 days');
    expect(answer.reply).toContain('- [ ] Stretch — 3/14 days');
    expect(answer.reply).toContain('**Strongest:** Read');
    expect(answer.reply).toContain('**Needs attention:** Stretch');
    expect(answer.action).toMatchObject({ type: 'set_focus', date: fixtures.active_user.today });
    expect(String(answer.action?.focus)).toContain('Stretch');
  });

  it('judges a habit made this week on the days it has existed', () => {
    const context: TCoachContext = {
      ...fixtures.active_user,
      habits: [
        {
          type: 'boolean',
          target: null,
          unit: null,
          active: true,
          id: 'h-new',
          name: 'Floss',
          created_at: '2026-03-10T08:00:00.000Z',
        },
      ],
      recent_logs: [
        {
          habit_id: 'h-new',
          date: '2026-03-11',
          value_number: null,
          value_boolean: true,
          time_tracked_seconds: 0,
          is_complete: true,
        },
      ],
    };
    expect(answerMessage(review ?? '', context, false).reply).toContain('- [ ] Floss — 1/3 days (new)');
  });

  it('builds a SMART goal 4 to 8 weeks out on the most consistent habit, linked to it', () => {
    const { reply, action } = answerMessage(smartGoal ?? '', fixtures.active_user, false);
    for (const part of ['Specific', 'Measurable', 'Achievable', 'Relevant', 'Time-bound'])
      expect(reply).toContain(part);
    expect(action).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_goal', unit: 'pages' },
        { type: 'link_habit_to_goal', habit_id: 'h-read', goal_id: '$1' },
      ],
    });
    const goal = Array.isArray(action?.actions) ? (action.actions[0] as Record<string, unknown>) : {};
    const weeks = diffDays(String(goal.end_date), fixtures.active_user.today) / 7;
    expect(weeks).toBeGreaterThanOrEqual(4);
    expect(weeks).toBeLessThanOrEqual(8);
    expect(Number(goal.target_value)).toBeGreaterThan(0);
  });

  it('writes an implementation intention for a habit not done today', () => {
    const { action } = answerMessage(intention ?? '', fixtures.active_user, false);
    const focus = String(action?.focus);
    expect(action).toMatchObject({ type: 'set_focus', date: fixtures.active_user.today });
    expect(focus).toMatch(/^(When|After) .+, I will .+\.$/);
    expect(focus.length).toBeGreaterThanOrEqual(3);
    expect(focus.length).toBeLessThanOrEqual(200);
    // Meditate and Journal were done today; the intention is for one that was not.
    expect(focus).not.toMatch(/meditate|journal/);
  });

  it.each(['new_user', 'guest'] as const)(
    'without data (%s) gives guidance and offers a first habit',
    (name) => {
      for (const prompt of [review, smartGoal, intention]) {
        const answer = answerMessage(prompt ?? '', fixtures[name], name === 'guest');
        expect(answer.action).toMatchObject({ type: 'create_habit' });
        expect(answer.reply.length).toBeGreaterThan(40);
      }
    },
  );
});

describe('the prompt of today’s insights card', () => {
  it('is answered as a review, never read as a focus to set for yesterday', () => {
    const prompt = buildInsightsCoachPrompt({
      summary: 'Yesterday 2 of 3 habits were done (67%).',
      risks: ['Read: a 5-day streak ends tonight unless you do it today.'],
      focus: 'Give Stretch a fixed time today: done on 2 of the 10 days it was due in the last 30 (20%).',
    });
    const answer = answerMessage(prompt, fixtures.active_user, false);
    expect(answer.reply).toContain('**Needs attention:** Stretch');
    expect(answer.action).toMatchObject({ type: 'set_focus', date: fixtures.active_user.today });
  });
});
