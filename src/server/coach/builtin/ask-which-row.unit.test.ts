import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { answer, converse, log, logArgs } from './test/coach-test-helpers';

/**
 * A request that names no row asks which one, and the answer to "which?" completes the request asked about
 * (the harness's turns).
 */

const whichHabit = /^Which habit do you mean/;

describe('asking for a habit without naming it', () => {
  it('"id like one more habit on my list" asks which habit, no habit named "On my list"', () => {
    const answer = answerMessage('id like one more habit on my list', fixtures.standard, false);
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(/what would you like/i);
  });
});

describe('a request about one of the rows that does not say which asks which, and the answer completes it', () => {
  it.each([
    [
      'want to adjust a habit target',
      'journal... make it 2 a day',
      { type: 'update_habit', args: { habit_id: 'Journal', target: 2 } },
    ],
    [
      'need to change one of my habit targets',
      'water, to 9 glasses',
      { type: 'update_habit', args: { habit_id: 'Drink water', target: 9 } },
    ],
    ['check off a habit i did yesterday', 'flossing', log('Floss', '2026-11-27', true)],
    [
      'can you correct a skill baseline',
      'spanish is 6 hours really',
      { type: 'update_skill_baseline', args: { skill_id: 'Spanish', baseline_hours: 6 } },
    ],
  ])('"%s" → "%s"', (first, second, action) => {
    const { type, ...args } = action;
    const wanted = 'args' in action ? action : { type, args };
    expect(converse([first, second], { action: wanted })).toEqual([]);
  });

  it.each(['i wanna log swimming as a habit', 'turn meditation into a goal'])(
    '"%s" is no row asked about: it is not asked which',
    (message) => {
      expect(converse([message], { answer: true })).not.toContain('Which habit');
    },
  );
});

describe('asked which row, an answer naming only the row asks what to do with it, and "it" is then that row', () => {
  it.each([
    [['need to change a goal', 'the marathon', 'push it to june 30 2027'], 'Run a marathon', '2027-06-30'],
    [
      ['one of my goals has to be updated', 'spanish i mean', 'move it to march 1 2027'],
      'Learn Spanish',
      '2027-03-01',
    ],
  ])('%j', (turns, goal, date) => {
    const wanted = { action: { type: 'update_goal', args: { goal_id: goal, end_date: date } } };
    expect(converse(turns, wanted)).toEqual([]);
  });
});

describe('the answer to "which one?" completes the request asked about', () => {
  it.each([
    [['gonna put one of my habits on hold', 'journal, until the 12th'], 'Journal', '2026-12-11'],
    [['i need to pause 1 habit', 'meditation - till december 10'], 'Meditate', '2026-12-09'],
  ])('%j: said in place of the row', (turns, habit, end) => {
    const wanted = { action: { type: 'update_habit', args: { habit_id: habit, pause: { end } } } };
    expect(converse(turns, wanted)).toEqual([]);
  });

  it.each([
    [['need to mark one of my habits done for yesterday', 'journal - been slacking on it lol'], 'Journal'],
    [['tick off a habit for yesterday pls', 'floss, almost forgot about it'], 'Floss'],
  ])('%j: a remark after the name is no part of it', (turns, habit) => {
    expect(converse(turns, { action: { type: 'log_habit', args: logArgs(habit, '2026-11-27') } })).toEqual(
      [],
    );
  });

  it.each([
    [['need to tick off something', 'meditation'], 'Meditate'],
    [['can i log something real quick', 'flossing'], 'Floss'],
  ])('%j: "log something" asks which habit', (turns, habit) => {
    expect(converse(turns, { action: { type: 'log_habit', args: logArgs(habit, '2026-11-28') } })).toEqual(
      [],
    );
  });

  it.each([
    [['wanna log some practice', 'guitar not spanish', 'scales for 20 minutes'], 'Scales', 1200],
    [['record practice', 'the spanish one, not the guitar', 'vocabulary, 40 min'], 'Vocabulary', 2400],
  ])(
    '%j: practice with no skill asks which, and the skill ruled out is no part of the answer',
    (turns, part, seconds) => {
      const wanted = { action: { type: 'create_skill_entry', args: { skill_id: part, seconds } } };
      expect(converse(turns, wanted)).toEqual([]);
    },
  );
});

describe('"link one of my habits to <goal>": the goal named is the other end, the habit is asked', () => {
  it.each([
    ['hook one of my habits up to the spanish goal', 'journal', 'Journal', 'Learn Spanish'],
    ['attach one of my habits to the marathon goal please', 'the running one', 'Run', 'Run a marathon'],
  ])('"%s" → "%s"', (first, second, habit, goal) => {
    const expected = { type: 'link_habit_to_goal', args: { habit_id: habit, goal_id: goal } };
    expect(converse([first, second], { action: expected })).toEqual([]);
  });
});

describe('"extend a goal deadline" acts on a goal: the coach asks which', () => {
  it.each([
    ['i need to extend a goal deadline', 'the books one, to march 2028', 'Read 24 books', '2028-03-31'],
    ['postpone one of my goals', 'spanish, to september 2027', 'Learn Spanish', '2027-09-30'],
  ])('"%s" → "%s"', (first, second, goal, day) => {
    const expected = { type: 'update_goal', args: { goal_id: goal, end_date: day } };
    expect(converse([first, second], { action: expected })).toEqual([]);
  });
});

describe("a habit left unnamed with a word of resting or pausing is one of the user's, asked which", () => {
  it.each([
    'one of my habits could use a breather',
    'gonna put a habit on hold',
    'i want some time off from one of my habits',
    'need to give a habit a rest',
    'one of the habits needs pausing',
  ])('"%s" asks which habit and creates none', (message) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).toMatch(whichHabit);
  });

  it.each([
    [
      'one of my habits could use a breather',
      'journal, till the 12th of december',
      'h-journal',
      '2026-12-11',
    ],
    ['gonna put a habit on hold', 'floss, back on the 5th of december', 'h-floss', '2026-12-04'],
  ])('"%s" → "%s" pauses that habit', (first, second, habit, end) => {
    const expected = { type: 'update_habit', args: { habit_id: habit, pause: { end } } };
    expect(converse([first, second], { action: expected })).toEqual([]);
  });

  it('a verb of changing right before the row outweighs "a habit for …"', () => {
    expect(answer('i must archive a habit for good').reply).toMatch(whichHabit);
    expect(answer('i want a habit for stretching').action).toMatchObject({ type: 'create_habit' });
  });

  it('breaking a habit is still no pause', () => {
    expect(answer('how do i break a habit').action).toBeNull();
    expect(answer('how do i break a habit').reply).not.toMatch(whichHabit);
  });
});

describe('after "which habit?", an answer opening on a row is that answer, though "did it …" reads like a question', () => {
  it.each([
    ['tick a habit off for me', 'journal, did it before bed', 'h-journal'],
    ['mark one of my habits done', 'the run, did it at lunch', 'h-run'],
  ])('"%s" → "%s"', (first, second, habit) => {
    const expected = {
      type: 'log_habit',
      args: { habit_id: habit, date: '2026-11-28', value_boolean: true },
    };
    expect(converse([first, second], { action: expected })).toEqual([]);
  });

  it('a real question after "which habit?" is still answered', () => {
    expect(converse(['tick a habit off for me', 'did i floss yesterday?'], { answer: true })).toEqual([]);
  });
});

describe('the figure a request named carries onto the row the answer to "which?" names', () => {
  it.each([
    [
      'the due date on one of my goals should move',
      'books, end of april 2027',
      'update_goal',
      { goal_id: 'Read 24 books', end_date: '2027-04-30' },
    ],
    [
      'one of my skills has the wrong baseline',
      'spanish - 6 hours really',
      'update_skill_baseline',
      { skill_id: 'Spanish', baseline_hours: 6 },
    ],
    [
      'a habit target needs changing',
      'water, 9 glasses',
      'update_habit',
      { habit_id: 'Drink water', target: 9 },
    ],
  ])('"%s" → "%s" changes that figure', (first, second, type, args) => {
    expect(converse([first, second], { action: { type, args } })).toEqual([]);
  });

  it('a row named alone still asks what should change', () => {
    const misses = converse(['one of my goals needs editing', 'the marathon'], { answer: true });
    expect(misses).toEqual([]);
  });

  it('"that" after a question on a skill said to be one is the skill, not a goal of like name', () => {
    const expected = { type: 'update_skill_baseline', args: { skill_id: 'Spanish', baseline_hours: 5 } };
    expect(
      converse(["what's the spanish skill's baseline", 'change that to 5h'], { action: expected }),
    ).toEqual([]);
  });
});

describe('a request asked "for me" completes with the name said next', () => {
  it('"for me" is no part of the new subskill\'s name', () => {
    const expected = { type: 'create_user_subskill', args: { parent_skill_id: 'Guitar', name: 'Tapping' } };
    expect(converse(['make a new subskill for me', 'tapping, under guitar'], { action: expected })).toEqual(
      [],
    );
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
