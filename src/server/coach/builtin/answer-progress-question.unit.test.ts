import { describe, expect, it } from 'vitest';
import type { TCoachContext } from '../coach-provider';
import { asksForHistoryFigures } from './answer-data-question';
import { answerMessage } from './answer-message';
import { describeDeadline } from './answer-progress-question';
import { fixtures } from './eval/coach-fixtures';

/**
 * Questions answered with the figures the app shows: strength and streaks over the whole history, and
 * goal progress as the goals page computes it (load-coach-context.ts puts them in the context).
 */

const strengths: Record<string, [strength: number, current: number, best: number]> = {
  'h-read': [0.82, 12, 40],
  'h-meditate': [0.64, 3, 21],
  'h-water': [0.91, 30, 30],
  'h-stretch': [0.12, 0, 5],
  'h-guitar': [0.45, 2, 9],
  'h-run': [0.3, 1, 6],
  'h-journal': [0.55, 4, 11],
};

const progressOf: Record<string, NonNullable<TCoachContext['goals'][number]['progress']>> = {
  'g-marathon': {
    progress: 0.5,
    source: 'target',
    habit_consistency: null,
    logged_value: 21,
    target_progress: 0.5,
  },
  // Issue 35: a goal with a target is at its target's share (0 of 20 books is 0%), not its habits' 79%.
  'g-books': {
    progress: 0,
    source: 'target',
    habit_consistency: 0.79,
    logged_value: 0,
    target_progress: 0,
  },
  'g-thesis': {
    progress: 0,
    source: 'amount',
    habit_consistency: null,
    logged_value: 12,
    target_progress: null,
  },
};

const withFigures: TCoachContext = {
  ...fixtures.active_user,
  habits: fixtures.active_user.habits.map((habit) => {
    const [strength, current_streak, best_streak] = strengths[habit.id] ?? [0.2, 0, 0];
    return { ...habit, stats: { strength, current_streak, best_streak } };
  }),
  goals: fixtures.active_user.goals.map((goal) => {
    const progress = progressOf[goal.id] ?? {
      progress: 0,
      source: 'none' as const,
      habit_consistency: null,
      logged_value: 0,
      target_progress: 0,
    };
    return { ...goal, progress };
  }),
};

const ask = (message: string) => answerMessage(message, withFigures, false);

describe('strength', () => {
  it('gives a named habit its strength and streaks', () => {
    const answer = ask('how strong is my meditation habit?');
    expect(answer.reply).toMatch(/^\*\*Meditate\*\* is at 64% strength, with a streak of 3 \(best 21\)\./);
    expect(answer.action).toBeNull();
  });

  it('ranks the strongest habits and names the one that needs attention', () => {
    const { reply } = ask('which habits are strongest?');
    expect(reply).toContain('- **Drink water**: 91%\n- **Read**: 82%\n- **Meditate**: 64%');
    expect(reply).toContain('The one that needs you most: **Stretch** at 12%.');
  });

  it('leads with the weakest habit when asked for it, and says when no streak is running', () => {
    expect(ask('which habit is weakest?').reply).toMatch(
      /^The habit that needs you most is \*\*Stretch\*\* at 12%; your strongest is \*\*Drink water\*\* at 91%\./,
    );
    expect(ask('how strong is stretching?').reply).toMatch(
      /^\*\*Stretch\*\* is at 12% strength, with no streak running \(best 5\)\./,
    );
  });
});

describe('streaks over the whole history', () => {
  it('answers "best streak" from the history, not the last 14 days', () => {
    expect(ask('what is my best streak?').reply).toBe(
      'Your best streak ever is 40 days on **Read**. Your longest running streak now is **Drink water** at 30 days.',
    );
  });
});

describe('goal progress', () => {
  it('gives a target goal its logged amount out of the target and its deadline', () => {
    expect(ask('how far am I on the marathon?').reply).toBe(
      '**Run a marathon** is at 50% (21 of 42 km). It is due on Wednesday 30 September (202 days from now).',
    );
  });

  it('gives a target goal the same percentage as its "N of M", however steady its linked habits', () => {
    expect(ask('how is my books goal going?').reply).toMatch(
      /^\*\*Read 20 books\*\* is at 0% \(0 of 20 books\)\./,
    );
  });

  it('gives a goal without a target its logged amount, not "no progress yet"', () => {
    expect(ask('how is my thesis goal going?').reply).toMatch(
      /^\*\*Finish thesis\*\* has 12 logged so far\. It has no target, so there is no percentage/,
    );
  });

  it('lists every open goal when none is named', () => {
    const { reply } = ask('am I on track with my goals?');
    expect(reply).toMatch(/^Where your goals stand:/);
    expect(reply).toContain('- **Run a marathon**: 50%');
    expect(reply).toContain('- **Read 20 books**: 0% (0 of 20 books)');
    expect(reply).toContain('- **Finish thesis**: 12 logged');
  });

  it('leaves "how\'s my week going?" to the week review', () => {
    expect(ask("how's my week going?").reply).not.toMatch(/goals stand|is at \d+%/);
  });

  it('tells a guest to sign in', () => {
    expect(answerMessage('how far am I on the marathon?', fixtures.guest, true).reply).toMatch(/Sign in/);
  });
});

describe('how one habit or goal is going', () => {
  it('gives a named habit its last 14 days, streak and strength', () => {
    expect(ask('how am I doing with water?').reply).toBe(
      '**Drink water**: done on 9 of the 14 days it was due in the last 14 (64%). A streak of 30, its best yet, 91% strength.',
    );
    expect(ask("how's meditation going?").reply).toMatch(
      /^\*\*Meditate\*\*: done on 10 of the 14 days it was due in the last 14/,
    );
  });

  it('gives a named goal its progress', () => {
    expect(ask('how am I doing with the marathon?').reply).toMatch(/^\*\*Run a marathon\*\* is at 50%/);
  });
});

describe('asksForHistoryFigures', () => {
  it('is true only for questions answered from the whole history', () => {
    for (const message of [
      'what is my best streak?',
      'how strong is Read?',
      'how far am I on the marathon?',
    ]) {
      expect(asksForHistoryFigures(message), message).toBe(true);
    }
    for (const message of [
      'Hello coach',
      'how am I doing this week?',
      'log my best streak of reading',
      'when is my marathon?',
    ]) {
      expect(asksForHistoryFigures(message), message).toBe(false);
    }
  });
});

describe('describeDeadline', () => {
  it('says how far a deadline is, in words a person uses, on either side of today', () => {
    const today = '2026-03-12';
    expect(describeDeadline('2026-03-12', today)).toBe('is due today');
    expect(describeDeadline('2026-03-13', today)).toBe('is due tomorrow');
    expect(describeDeadline('2026-03-11', today)).toBe('was due yesterday');
    expect(describeDeadline('2026-03-14', today)).toBe('is due on Saturday 14 March (2 days from now)');
    expect(describeDeadline('2026-03-02', today)).toBe('was due on Monday 2 March (10 days ago)');
  });
});
