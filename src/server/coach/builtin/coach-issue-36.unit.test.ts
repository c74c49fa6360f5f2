import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';
import { answerTurns } from './test/coach-test-helpers';

/** Every failure listed in issue 36, as the person saw it. */

const notUnderstood = /I'm not sure what you'd like|I didn't quite catch that/;

function ask(message: string, guest = false) {
  return answerMessage(message, guest ? fixtures.guest : fixtures.active_user, guest);
}

describe('issue 36: questions are answered, never acted on', () => {
  it.each([
    ['how do I build a habit that sticks?', true],
    ['is it better to track habits daily or weekly?', true],
    ['is it better to track habits daily or weekly?', false],
    ['how am I doing this week?', false],
    ['was I better last week or this week?', false],
    ['how long does it take to form a habit?', false],
    ['what does XP do?', false],
    ['how do I pause a habit while I’m on holiday?', false],
    ['any tips for flossing more consistently?', false],
  ])('"%s" (guest: %s) gets an answer and no proposal', (message, guest) => {
    const answer = ask(message, guest);
    expect(answer.action).toBeNull();
    expect(answer.reply).not.toMatch(notUnderstood);
  });

  it('answers a guest\'s how-to question from the lessons, not with "you have no habits yet"', () => {
    const answer = ask('what is habit stacking', true);
    expect(answer.action).toBeNull();
    expect(answer.reply).toContain('](/in/education/habit-stacking)');
    expect(ask('hi', true).reply).not.toContain('](/');
  });

  it('answers thanks in a sentence', () => {
    const answer = ask("thanks, that's helpful!");
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(/welcome/);
  });

  it('still reads an explicit request put as a question', () => {
    expect(ask('can you add a habit to floss?').action).toMatchObject({
      type: 'create_habit',
      name: 'Floss',
    });
  });
});

describe('issue 36: answers from the user’s own data (the standard account)', () => {
  const standard = (message: string) => answerMessage(message, fixtures.standard, false);

  it('sums a named habit’s amount this week and yesterday', () => {
    expect(standard('how many pages did I read this week?').reply).toContain('100 pages');
    expect(standard('how much water did i drink yesterday?').reply).toContain('7 glasses');
  });

  it('compares last week with this week', () => {
    const reply = standard('did i run more last week or this week').reply;
    expect(reply).toMatch(/last week: done 3 times/);
    expect(reply).toMatch(/this week: done 2 times/);
  });

  it('gives a goal’s pace and deadline', () => {
    const answer = standard('how many books are left for my reading goal?');
    // Issue 35: the goal's figure in the one wording every surface uses (describeGoalFigure).
    expect(answer.reply).toContain('79% (19 of 24 books), 5 books to go');
    expect(answer.reply).toContain('33 days from now');
    expect(answer.action).toBeNull();
  });
});

describe('issue 36: names by lemma and inflection', () => {
  const standard = (message: string) => answerMessage(message, fixtures.standard, false).action;

  it.each([
    ['pause flossing until next monday', 'update_habit'],
    ['I flossed', 'log_habit'],
    ['mark flossing as done for yesterday', 'log_habit'],
  ])('"%s" acts on Floss', (message, type) => {
    expect(standard(message)).toMatchObject({ type, habit_id: 'h-floss' });
  });

  it('names a habit after its activity, never its unit', () => {
    const { action } = answerMessage(
      'start tracking how many hours I sleep, target 8',
      fixtures.new_user,
      false,
    );
    expect(action).toMatchObject({ type: 'create_habit', name: 'Sleep', target: 8, unit: 'hours' });
  });

  it('offers to create a habit it does not have instead of logging a different one', () => {
    const withoutMeditate = {
      ...fixtures.standard,
      habits: fixtures.standard.habits.map((habit) =>
        habit.id === 'h-meditate' ? { ...habit, id: 'h-walk', name: 'Walk' } : habit,
      ),
    };
    const { action } = answerMessage('I meditated for 10 minutes', withoutMeditate, false);
    expect(action?.type).toBe('create_habit');
  });
});

describe('issue 36: a wish with a year is a goal', () => {
  it.each([
    ['I want to read 30 books in 2027', { target_value: 30, end_date: '2027-12-31' }],
    ['I want to run 500 km in 2027', { target_value: 500, unit: 'km', end_date: '2027-12-31' }],
  ])('"%s" proposes a new goal, beside the "Read 24 books" goal and the Run habit', (message, goal) =>
    expect(answerMessage(message, fixtures.standard, false).action).toMatchObject({
      type: 'create_goal',
      ...goal,
    }),
  );
});

describe('issue 36: what was said before carries to the next message', () => {
  const converse = (...turns: string[]) => answerTurns(...turns).action;

  it('fills the missing slot of the request before', () => {
    expect(converse('add a subskill to guitar', 'strumming')).toMatchObject({
      type: 'create_user_subskill',
      name: 'Strumming',
    });
    expect(converse('log a focus session', '50 minutes')).toMatchObject({ type: 'create_focus_session' });
    expect(converse('create a habit', 'yoga')).toMatchObject({ type: 'create_habit', name: 'Yoga' });
  });

  it('completes a request the coach asked back on before reading the message on its own', () => {
    expect(converse('change my water target', '10 glasses')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-water',
      target: 10,
    });
    expect(converse('link a habit to my marathon goal', 'stretching')).toMatchObject({
      type: 'link_habit_to_goal',
      habit_id: 'h-stretch',
      goal_id: 'g-marathon',
    });
    expect(converse('set my focus for today', 'the quarterly report')).toMatchObject({
      type: 'set_focus',
      focus: 'The quarterly report',
    });
    expect(converse('hi', 'I want to meditate daily')).toMatchObject({ type: 'create_habit' });
  });

  it('reads "that day" as the day last named', () => {
    expect(converse('did i read on wednesday?', 'log 12 pages for that day')).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-read',
      date: '2026-11-25',
      value_number: 12,
    });
  });

  it('joins "also meditated", sent as a new message, to the report before it in one batch', () => {
    expect(converse('flossed', 'also meditated')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'log_habit', habit_id: 'h-floss', value_boolean: true },
        { type: 'log_habit', habit_id: 'h-meditate', value_boolean: true },
      ],
    });
    expect(converse('how is my floss streak?', 'also meditated')).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-meditate',
    });
  });

  it('logs an amount that names no habit on the habit last talked about', () => {
    expect(converse('how many pages did i read this week', 'log 15 for today')).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-read',
      value_number: 15,
    });
    expect(converse('how many pages did i read this week', 'thanks')).toBeNull();
  });

  it('reads "it" as the habit last talked about', () => {
    expect(converse('how much water did i drink yesterday?', 'change its target to 10')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-water',
      target: 10,
    });
  });
});

describe('issue 36: the next message edits or adds to the pending proposal', () => {
  const reply = (pending: Record<string, unknown>, message: string) =>
    interpretPendingReply(pending, message, fixtures.standard);
  const pause = { type: 'update_habit', habit_id: 'h-stretch', pause: { start: '2026-11-28', end: null } };

  it('pauses until the day before the day named (decision 0021)', () => {
    expect(reply(pause, 'until next friday')).toEqual({
      intent: 'modify',
      action: { ...pause, pause: { start: '2026-11-28', end: '2026-12-03' } },
    });
  });

  it('reads a deadline as the deadline, its year never as the target', () => {
    const goal = { type: 'create_goal', title: 'Save 1000 dollars', target_value: 1000, unit: 'dollars' };
    expect(reply(goal, 'by the end of june 2027')).toMatchObject({
      intent: 'modify',
      action: { title: 'Save 1000 dollars', target_value: 1000, end_date: '2027-06-30' },
    });
    expect(reply({ ...goal, end_date: '2027-06-30' }, 'make the deadline may instead')).toMatchObject({
      action: { end_date: '2027-05-31' },
    });
  });

  it('reads a bare number as a focus session’s minutes and "3 times a week" as a schedule', () => {
    const session = { type: 'create_focus_session', minutes: 25, started_at: '2026-11-28T09:35:00.000Z' };
    expect(reply(session, 'make it 40')).toMatchObject({ action: { minutes: 40 } });
    const habit = { type: 'create_habit', name: 'Cycling', habit_type: 'boolean' };
    expect(reply(habit, '3 times a week')).toMatchObject({
      action: { name: 'Cycling', schedule: { times: 3, days: 7 } },
    });
  });

  it('adds "and floss too" to a pending log as a second log', () => {
    const meditate = { type: 'log_habit', habit_id: 'h-meditate', date: '2026-11-28', value_boolean: true };
    expect(reply(meditate, 'and floss too')).toEqual({
      intent: 'modify',
      action: {
        type: 'batch',
        actions: [
          meditate,
          { type: 'log_habit', habit_id: 'h-floss', date: '2026-11-28', value_boolean: true },
        ],
      },
    });
  });
});

describe('issue 36: small talk and explicit requests asked as questions', () => {
  it.each([
    'hello there 👋',
    'ugh i hate running',
    'this is awesome',
    "you're the best",
    "i'm stressed about work",
    'whatever',
    "that's not what i asked",
    'nice one',
  ])('answers "%s" in a sentence, with no action', (message) => {
    const { reply, action } = ask(message);
    expect(action).toBeNull();
    expect(reply).not.toMatch(notUnderstood);
  });

  it('still reads a request said alongside a feeling, and a motivation style as one', () => {
    expect(ask('i hate running but log it').action).toMatchObject({ type: 'log_habit' });
    expect(ask('i hate being micromanaged').action).toMatchObject({
      type: 'update_user_preferences',
      motivation_style: 'autonomy',
    });
  });

  it('reads a request that ends in a question mark', () => {
    expect(ask('could you mark meditate as done for yesterday?').action).toMatchObject({
      type: 'log_habit',
      value_boolean: true,
    });
  });

  it('keeps the year said with a deadline month', () => {
    expect(ask('would you create a goal to run a half marathon by march 2027?').action).toMatchObject({
      type: 'create_goal',
      end_date: '2027-03-31',
    });
  });
});

describe('issue 36: practice totals from the practice logs', () => {
  const standard = (message: string) => answerMessage(message, fixtures.standard, false);

  it('sums a skill’s, a subskill’s and all skills’ practice this week', () => {
    expect(standard('how much have I practiced guitar?')).toMatchObject({ action: null });
    expect(standard('how much have I practiced guitar?').reply).toContain('75 minutes');
    expect(standard('how long did i spend on chords this week').reply).toContain('30 minutes');
    expect(
      standard('how many minutes of practice did i log this week across all my skills?').reply,
    ).toContain('95 minutes');
  });

  it('leaves a how-to about practice to the lessons', () => {
    expect(standard('how should i practice guitar to improve faster').reply).not.toContain(
      'minutes of practice',
    );
  });
});
