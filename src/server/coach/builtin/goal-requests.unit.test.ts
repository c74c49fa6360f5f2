import { describe, expect, it } from 'vitest';
import { answerInConversation } from './answer-in-conversation';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { foldNewGoalChanges } from './fold-new-goal-changes';
import { interpretPendingReply } from './interpret-pending-reply';
import { answerActive as answer, proposed, request } from './test/coach-test-helpers';

/**
 * Requests about goals: a new goal and its kind, its deadline ("due <month>", "the deadline is …"), its
 * description, a goal named in full, a habit linked to it (answerMessage, foldNewGoalChanges,
 * interpretPendingReply).
 */

const context = fixtures.active_user;

describe('a goal named in full in quotes', () => {
  it("\"rename '<the goal's full name>' to Lighter\" renames the goal, not a habit sharing a word", () => {
    const goal = context.goals[0];
    const answer = proposed(`rename '${goal?.name.toLowerCase()}' to Lighter`);
    expect(answer).toMatchObject({ type: 'update_goal', goal_id: goal?.id, name: 'Lighter' });
  });
});

describe('a new goal with a word naming its kind', () => {
  it('"new running goal: 1000 km by december" is a new goal, not a change of one', () => {
    expect(proposed('new running goal: 1000 km by december')).toMatchObject({
      type: 'create_goal',
      target_value: 1000,
    });
  });
});

describe('a correction to a pending proposal, said with an apology or "deadline is"', () => {
  const log = { type: 'log_habit', habit_id: 'h-read', date: '2026-03-10', value_number: 12 };
  it.each(['14 sorry, miscounted', 'no 14 - my bad', 'typo, 14'])(
    '"%s" changes the amount to 14',
    (reply) => {
      expect(interpretPendingReply(log, reply, context)).toMatchObject({
        intent: 'modify',
        action: { habit_id: 'h-read', date: '2026-03-10', value_number: 14 },
      });
    },
  );

  it('"the deadline is june 2027" sets a pending goal\'s deadline', () => {
    const goal = { type: 'create_goal', title: 'Learn 300 words of greek', target_value: 300, unit: 'words' };
    expect(interpretPendingReply(goal, 'the deadline is june 2027', context)).toMatchObject({
      intent: 'modify',
      action: { end_date: '2027-06-30' },
    });
  });
});

describe('an amount every day is a habit, not a goal', () => {
  const newUser = fixtures.new_user;
  it.each([
    ['practise 10 piano scales daily, set it up', { type: 'create_habit', target: 10, unit: 'scales' }],
    ['id like to reach 300 words of writing a day', { type: 'create_habit', name: 'Writing', target: 300 }],
    ['a goal to learn 500 words by june', { type: 'create_goal', target_value: 500 }],
  ])('"%s" proposes %j', (message, expected) => {
    expect(answerMessage(message, newUser, false).action).toMatchObject(expected);
  });
});

describe("a goal's description", () => {
  it.each([
    ['clear the description on the books goal', { goal_id: 'g-books', description: null }],
    [
      'set the description for my weight goal to: cook at home',
      { goal_id: 'g-weight', description: 'cook at home' },
    ],
  ])('"%s" proposes %j', (message, expected) => {
    expect(answer(message).action).toMatchObject({ type: 'update_goal', ...expected });
  });
});

describe('"due <month>" is a deadline, and "that subskill" the one last named', () => {
  it('"new goal: swim 100 km, deadline: may 2027" has its deadline', () => {
    expect(answer('new goal: swim 100 km, deadline: may 2027').action).toMatchObject({
      type: 'create_goal',
      end_date: '2027-05-31',
    });
  });

  it('"make the thesis due october 2026" moves its deadline', () => {
    expect(answer('make the thesis due october 2026').action).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-thesis',
      end_date: '2026-10-31',
    });
  });

  it('"log 15 minutes on that subskill" after asking about Chords logs Chords', () => {
    const standard = fixtures.standard;
    const question = 'how many minutes of chords this week';
    const first = answerInConversation([{ role: 'user', content: question }], standard, false);
    const { action } = answerInConversation(
      [
        { role: 'user', content: question },
        { role: 'assistant', content: first.reply },
        { role: 'user', content: 'log 15 minutes on that subskill today' },
      ],
      standard,
      false,
    );
    expect(action).toMatchObject({ type: 'create_skill_entry', seconds: 900 });
  });
});

describe('a new goal and its deadline said in a later clause are one goal', () => {
  it.each([
    ['swimming goal: 20 km, deadline march 1 2027', '20 km', '2027-03-01'],
    ['essay goal: 10 essays, due date july 31 2027', '10 essays', '2027-07-31'],
  ])('"%s" creates "%s" due %s', (message, title, date) => {
    expect(request(message)).toMatchObject({ type: 'create_goal', title, end_date: date });
  });

  it('a change to the created goal folds in and later references move down', () => {
    const folded = foldNewGoalChanges([
      { type: 'create_goal', title: 'Save', target_value: 10 },
      { type: 'update_goal', goal_id: '$1', end_date: '2027-01-31' },
      { type: 'create_user_subskill', name: 'Tapping', parent_skill_id: 's-guitar' },
      { type: 'create_skill_entry', skill_id: '$3', seconds: 60 },
    ]);
    expect(folded).toEqual([
      { type: 'create_goal', title: 'Save', target_value: 10, end_date: '2027-01-31' },
      { type: 'create_user_subskill', name: 'Tapping', parent_skill_id: 's-guitar' },
      { type: 'create_skill_entry', skill_id: '$2', seconds: 60 },
    ]);
  });
});

describe('a habit that feeds or flows into a goal is linked to it', () => {
  it.each([
    ['have my run habit feed into the marathon', 'h-run', 'g-marathon'],
    ['journaling should flow into the spanish goal', 'h-journal', 'g-spanish'],
  ])('"%s"', (message, habit, goal) => {
    expect(request(message)).toMatchObject({ type: 'link_habit_to_goal', habit_id: habit, goal_id: goal });
  });
});

describe('a goal description wiped, scrapped or ditched is removed', () => {
  it.each([
    ['scrap the description on the marathon goal', 'g-marathon'],
    ["ditch my spanish goal's description, no longer true", 'g-spanish'],
  ])('"%s"', (message, goal) => {
    expect(request(message)).toMatchObject({ type: 'update_goal', goal_id: goal, description: null });
  });
});
