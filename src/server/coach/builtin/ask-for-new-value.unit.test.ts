import { describe, expect, it } from 'vitest';
import { answer, answerTurns } from './test/coach-test-helpers';

describe('a new target asked for a habit named or known by its unit (issue 36)', () => {
  it.each([
    [
      'change my water target',
      /^What should \*\*Drink water\*\*'s new daily target be\? It is 8 glasses a day now\./,
    ],
    ['i want a different daily page target', /^What should \*\*Read\*\*'s new daily target be\?/],
    ['my pages per day target needs changing', /^What should \*\*Read\*\*'s/],
  ])('"%s" asks for the amount', (message, reply) => {
    const said = answer(message);
    expect(said.action).toBeNull();
    expect(said.reply).toMatch(reply);
  });

  it('the amount said next changes that target', () => {
    expect(answerTurns('i want a different daily page target', 'lets say 24 pages').action).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-read',
      target: 24,
    });
  });

  it('with the amount in the same message it is no new habit', () => {
    expect(answer('i want a different daily page target lets say 24 pages').action).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-read',
      target: 24,
    });
  });

  it("a goal's target stays the goal's", () => {
    expect(answer('change the marathon target to 21 km').action).toMatchObject({ type: 'update_goal' });
    expect(answer('change the marathon target').reply).not.toMatch(/new daily target/);
  });
});

describe('a goal asked for by name (issue 36)', () => {
  it.each(['i want a goal to cut coffee to one cup a day', 'create a goal to cut coffee to one cup a day'])(
    '"%s" is a goal, not a habit named "Goal to…"',
    (message) =>
      expect(answer(message).action).toMatchObject({
        type: 'create_goal',
        title: 'Cut coffee to one cup a day',
      }),
  );
});

describe("a goal's new deadline asked for before it is said (issue 36)", () => {
  it('asks for the day, then moves the deadline to it', () => {
    expect(answer('the learn spanish deadline needs moving').reply).toMatch(
      /^When should \*\*Learn Spanish\*\* be due\? Its deadline is now Wednesday, 30 June 2027\./,
    );
    expect(
      answerTurns('the learn spanish deadline needs moving', 'to the last day of march 2028').action,
    ).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-spanish',
      end_date: '2028-03-31',
    });
  });
});
