import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';
import { answerTurns, answer as ask, expectFigure } from './test/coach-test-helpers';

/**
 * Issue 36's data families on the standard account (eval/README-answers.md gives its figures), each
 * quoting the tracker's verdicts (issue 35: "X of Y" done of expected), and the conversations that
 * follow a report the coach asked about.
 */

describe('answers from the user’s own data', () => {
  it.each([
    ['pages read last week?', '**105 pages**'],
    ['total water this week pls', '**46 glasses**, reaching the target of 8 glasses on 4 of 6 days expected'],
    ['did i hit my water target yesterday', '**7 glasses**, short of the target of 8 glasses'],
    [
      'how many times a week am i supposed to run',
      'is 3 times a week and you have done it 2 times this week, so 1 more to go',
    ],
    ['how many more runs to hit my weekly target', '1 more to go'],
    ['how many pages a day am i supposed to read?', '**Read**: 20 pages a day, every day.'],
    ['whats my best day for reading this week', "**Read**'s best day this week was yesterday: **30 pages**."],
    ['whats my average pages per day this week', '**16.7 pages a day** on average'],
    ['since when has my journal habit been paused', 'has been paused since Wednesday 25 November'],
    ['how many habits did i complete yesterday', 'Yesterday: 3 of 4 habits done (75%).'],
    ['what did i practice on wednesday', '- **Scales** (Guitar): 45 minutes'],
    ['total practice time this week across everything', '**95 minutes**'],
    ["what's my guitar baseline", "**Guitar**'s baseline is **10 hours**"],
    ['what percentage of my reading goal is done', '79% (19 of 24 books), 5 books to go'],
    ['whens the spanish goal deadline', '30 June 2027'],
    ['when do i have to run the marathon by', '**Run a marathon** is due'],
    ["what's my current meditate streak?", '**Meditate** is on a streak of 6 days'],
  ])('"%s" is answered with "%s" and no proposal', (message, figure) => {
    expectFigure(message, figure);
  });

  it('reviews the week in the tracker’s figures, paused days not expected', () => {
    const reply = ask('give me a quick summary of this week').reply;
    expect(reply).toContain(
      'This week so far (6 days since Monday 23 November): 21 of 31 habit-days done (68%).',
    );
    expect(reply).toContain('- **Journal**: 2 of 2');
    expect(reply).toContain('- **Run**: 2 of 2');
  });

  it('compares last week with this week, both as "X of Y" and a percentage', () => {
    for (const message of [
      'was I better last week or this week?',
      'compare this week with last week for me',
    ]) {
      expectFigure(
        message,
        '21 of 31 habit-days done (68%)',
        'Last week (Monday 16 November to Sunday 22 November): 22 of 40 habit-days done (55%)',
      );
    }
  });
});

describe('a report the coach asked about (add, or correct the day?) is what the next message edits', () => {
  const converse = (...turns: string[]) => answerTurns(...turns).action;

  it.each([
    [
      ['drank 5 glasses of water today', 'oops i meant 7'],
      { habit_id: 'h-water', date: '2026-11-28', value_number: 7 },
    ],
    [
      ['i read 15 pages on thursday', 'no, friday'],
      { habit_id: 'h-read', date: '2026-11-27', value_number: 15 },
    ],
    [['i drank 5 glasses so far', 'make it 6'], { habit_id: 'h-water', value_number: 6 }],
  ])('%j', (turns, log) => expect(converse(...turns)).toMatchObject({ type: 'log_habit', ...log }));

  it('carries the day of the report to "and flossed"', () => {
    expect(converse('read 20 pages yesterday', 'and flossed')).toMatchObject({
      type: 'batch',
      actions: [
        { habit_id: 'h-read', date: '2026-11-27', value_number: 20 },
        { habit_id: 'h-floss', date: '2026-11-27', value_boolean: true },
      ],
    });
  });

  it('carries the pending log’s day to an addition that names none', () => {
    const pending = { type: 'log_habit', habit_id: 'h-read', date: '2026-11-27', value_number: 20 };
    expect(interpretPendingReply(pending, 'and flossed', fixtures.standard)).toMatchObject({
      intent: 'modify',
      action: { type: 'batch', actions: [pending, { habit_id: 'h-floss', date: '2026-11-27' }] },
    });
  });
});

describe('data questions said short, or with a day or a range (development set 3)', () => {
  it.each([
    ['reading since monday?', '**100 pages**'],
    ['pages tuesday to today?', 'since Tuesday 24 November'],
    ["yesterday's water?", '**7 glasses**'],
    ['wednesday reading total', 'Wednesday 25 November'],
    ['how far behind am i on runs this week', '1 more to go'],
    ['scales minutes this week', '**45 minutes**'],
    ['spanish this week, in minutes', '**20 minutes**'],
    ['meditate count this week?', 'done 5 times'],
    ['how regular has flossing been over the past 7 days', 'done 4 times'],
    ['by when do i have to finish the books goal', '31 December'],
    ['are any of my habits paused?', '**Journal** has been paused since'],
    ['list the spanish subskills', 'Vocabulary'],
    ["show me friday's entries", 'Yesterday: 3 of 4 habits done'],
  ])('"%s" answers with "%s"', (message, figure) => {
    expectFigure(message, figure);
  });

  it('"does half my water count for anything" asks how the app counts, not for the week\'s figures', () =>
    expect(ask('does half my water count for anything').reply).not.toContain('this week'));
});
