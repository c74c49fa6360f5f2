import { describe, expect, it } from 'vitest';
import { answer, converse, log } from './test/coach-test-helpers';

/**
 * Development set 15's conversations (written as frozen set 14): the mechanisms their misses showed, each
 * tested in other words than the set's, so that the rule and not one message passes.
 */

const asLogCase = (expected: ReturnType<typeof log>) => {
  const { type, ...args } = expected;
  return { action: { type, args } };
};

describe('the coach asked how much to log: a day, then an amount, fill that question', () => {
  it.each([
    ['add a bit of reading for me', 'it was on thursday', 'twenty five', log('Read', '2026-11-26', 25)],
    [
      'log some water please',
      'that was yesterday',
      '9 glasses in the end',
      log('Drink water', '2026-11-27', 9),
    ],
    ['log some water please', "that one's from thursday", 'eleven', log('Drink water', '2026-11-26', 11)],
  ])('"%s" → "%s" → "%s" logs on the day said', (first, day, amount, expected) => {
    expect(converse([first, day, amount], asLogCase(expected))).toEqual([]);
  });

  it('a day alone asks the amount again, for that day', () => {
    expect(converse(['add a bit of reading for me', 'it was on thursday'], { answer: true })).toEqual([]);
  });

  it('an amount and a day at once log at once', () => {
    const turns = ['log some water please', '12, that was thursday'];
    expect(converse(turns, asLogCase(log('Drink water', '2026-11-26', 12)))).toEqual([]);
  });

  it('a question instead is answered, and nothing is logged', () => {
    expect(converse(['log some water please', 'how much did i drink yesterday?'], { answer: true })).toEqual(
      [],
    );
  });
});

describe('"leave it" closing a reply to a pending change refuses it', () => {
  it.each([
    ['set the spanish baseline to 12 hours', 'nah, 0 is fine, leave it'],
    ['change the read target to 30 pages', 'hmm no keep it as it is'],
    ['raise my water target to 12', 'on second thought leave it alone'],
  ])('"%s" → "%s" is cancelled', (first, second) => {
    expect(converse([first, second], { cancelled: true })).toEqual([]);
  });

  it('"leave it at 25" still says the figure meant, not a refusal of the change it names', () => {
    const turns = ['change the read target to 30 pages', 'actually make it 25'];
    const expected = { action: { type: 'update_habit', args: { habit_id: 'Read', target: 25 } } };
    expect(converse(turns, expected)).toEqual([]);
  });
});

describe('"the guitar one" answering "which?" names the row, its "one" is no amount', () => {
  it.each([
    ['need to fix a skill baseline', 'spanish one - about 7 hours', 'Spanish', 7],
    ['one of my skills has the wrong baseline', 'the guitar one, 40 hours', 'Guitar', 40],
  ])('"%s" → "%s" sets the baseline said', (first, second, skill, hours) => {
    const expected = {
      action: { type: 'update_skill_baseline', args: { skill_id: skill, baseline_hours: hours } },
    };
    expect(converse([first, second], expected)).toEqual([]);
  });
});

describe('a request for a different figure of an unnamed row asks which row', () => {
  it('"one of my habits wants a bigger target" asks which habit, and the answer completes it', () => {
    expect(answer('one of my habits wants a bigger target').reply).toMatch(/^Which habit do you mean/);
    const turns = ['one of my habits wants a bigger target', 'water, 11 glasses'];
    const expected = { action: { type: 'update_habit', args: { habit_id: 'Drink water', target: 11 } } };
    expect(converse(turns, expected)).toEqual([]);
  });

  it.each(['add a goal with a later deadline', 'start a habit with a different name'])(
    '"%s" is still a new row',
    (message) => {
      expect(answer(message).reply).not.toMatch(/^Which (?:habit|goal) do you mean/);
    },
  );

  it('a question about a later deadline is answered, not asked back', () => {
    const { reply, action } = answer('is a later deadline for a goal a bad idea?');
    expect(action).toBeNull();
    expect(reply).not.toMatch(/^Which goal/);
  });
});

describe('a report on an own row while an unrelated new habit is pending is the request meant', () => {
  it.each([
    [
      'hey coach, busy day at work done',
      'drank 9 glasses of water today, log that',
      log('Drink water', '2026-11-28', 9),
    ],
    ['could you put in a session for me', 'flossed yesterday', log('Floss', '2026-11-27', true)],
  ])('"%s" → "%s" proposes the report', (first, second, expected) => {
    expect(converse([first, second], asLogCase(expected))).toEqual([]);
  });

  it('practice on a named part replaces the new habit', () => {
    const turns = ['could you put in a session for me', 'spanish vocab, 20 min'];
    const expected = {
      action: {
        type: 'create_skill_entry',
        args: { skill_id: 'Vocabulary', parent_skill_id: 'Spanish', seconds: 1200 },
      },
    };
    expect(converse(turns, expected)).toEqual([]);
  });

  it.each([
    ['add a habit: drink more water', '12 glasses of water a day', { target: 12, unit: 'glasses' }],
    ['add a habit to read before bed', '15 pages a day', { target: 15, unit: 'pages' }],
    ['add a habit for evening walks', 'make it 20 minutes', { target: 20, unit: 'minutes' }],
  ])('"%s" → "%s" still sets the new habit\'s target', (first, second, args) => {
    expect(converse([first, second], { action: { type: 'create_habit', args } })).toEqual([]);
  });
});

describe('"that" after a question on the hours a skill started with is its baseline', () => {
  it.each([
    ['how many hours did guitar start from', 'bump that to 35 hours', 'Guitar', 35],
    ['what did i start spanish at, hours wise', 'lower it to 2 hours', 'Spanish', 2],
  ])('"%s" → "%s" sets the baseline', (first, second, skill, hours) => {
    const expected = {
      action: { type: 'update_skill_baseline', args: { skill_id: skill, baseline_hours: hours } },
    };
    expect(converse([first, second], expected)).toEqual([]);
  });

  it('a question on when a goal started still lets "move it" change its deadline', () => {
    const turns = ['when did i start the marathon goal', 'move it to june 2027'];
    const expected = {
      action: { type: 'update_goal', args: { goal_id: 'Run a marathon', end_date: '2027-06-30' } },
    };
    expect(converse(turns, expected)).toEqual([]);
  });
});
