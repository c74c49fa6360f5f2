import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAction } from '../../../domain/actions/validate-action';
import { answerMessage } from './answer-message';
import { buildActionContext } from './build-action-context';
import { fixtures } from './eval/coach-fixtures';
import { proposed } from './test/coach-test-helpers';

const contexts = Object.entries(fixtures);

// Words the parsers react to, so that random sentences reach deep into them.
const vocabulary = [
  'create',
  'a',
  'habit',
  'to',
  'read',
  'twenty',
  '20',
  'pages',
  'every',
  'day',
  'log',
  'mark',
  'done',
  'yesterday',
  'tomorrow',
  'friday',
  'on',
  'march',
  '3',
  'goal',
  'by',
  'june',
  '30',
  'in',
  'months',
  'schedule',
  'gym',
  '9-11am',
  'at',
  '5:30pm',
  'focus',
  'session',
  'minutes',
  'quality',
  '4',
  'scales',
  'piano',
  'hours',
  'baseline',
  'link',
  'run',
  'marathon',
  'weight',
  '2',
  'rename',
  'archive',
  'water',
  'glasses',
  'routine',
  'morning',
  'and',
  'habits',
  'week',
  'start',
  'monday',
  'metric',
  'timezone',
  'Europe/Berlin',
  'subskill',
  'called',
  'review',
  'smart',
  'implementation',
  'intention',
  'completed',
  '$',
  '-',
  ':',
  ',',
  '"',
  '0',
  '99999',
  '-5',
  '2026-02-30',
  '25:99',
  'am',
  'pm',
  'k',
  '1e9',
];

function expectValidProposal(message: string) {
  for (const [name, context] of contexts) {
    const answer = answerMessage(message, context, name === 'guest');
    expect(typeof answer.reply).toBe('string');
    expect(answer.reply.trim().length).toBeGreaterThan(0);
    if (answer.action !== null) {
      const result = validateAction(answer.action, buildActionContext(context));
      expect(result.ok ? [] : result.errors, `${name}: "${message}"`).toEqual([]);
    }
  }
}

describe('answerMessage', () => {
  it('answers any text without throwing, and whatever it proposes validates', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), expectValidProposal), { numRuns: 150 });
  });

  it('does the same for sentences made of the words it listens for', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 14 })
          .map((words) => words.join(' ')),
        expectValidProposal,
      ),
      { numRuns: 200 },
    );
    // Every fixture answers each sentence (five since issue 36's standard account): over 5 s on a busy machine.
  }, 30_000);

  it('copes with any names the user gave their habits, goals and skills', () => {
    const name = fc.string({ minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(
        name,
        name,
        name,
        fc.constantFrom(...vocabulary, 'C++', '(', '[', '*'),
        (habit, goal, skill, word) => {
          const base = fixtures.active_user;
          const context = {
            ...base,
            habits: [{ ...(base.habits[0] as (typeof base.habits)[number]), name: habit }],
            goals: [{ ...(base.goals[0] as (typeof base.goals)[number]), name: goal }],
            skills: [{ id: 's-piano', name: skill, baseline_hours: 0 }],
          };
          for (const message of [
            `log ${habit} ${word}`,
            `link ${habit} to ${goal}`,
            `${word} ${skill} 20 minutes`,
          ]) {
            const answer = answerMessage(message, context, false);
            if (answer.action !== null)
              expect(validateAction(answer.action, buildActionContext(context)).ok, message).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reads any page count from 1 to 10,000 as the habit target', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (pages) => {
        const { action } = answerMessage(
          `create a habit to read ${pages} pages every day`,
          fixtures.new_user,
          false,
        );
        expect(action).toMatchObject({ type: 'create_habit', name: 'Read', target: pages, unit: 'pages' });
      }),
      { numRuns: 100 },
    );
  });

  it('says what is wrong instead of proposing a target above the limit', () => {
    const answer = answerMessage('create a habit to read 20000 pages every day', fixtures.new_user, false);
    expect(answer.action).toBeNull();
    expect(answer.reply).toContain('Target value must be between 0 and 10,000');
  });

  it('ends every proposal with a question and gives guests a short answer', () => {
    const signedIn = answerMessage('set a goal to run 100 km by June 30', fixtures.new_user, false);
    const guest = answerMessage('set a goal to run 100 km by June 30', fixtures.guest, true);
    expect(signedIn.reply.trim().endsWith('?')).toBe(true);
    expect(guest.action).toEqual(signedIn.action);
    expect(guest.reply.length).toBeLessThan(signedIn.reply.length);
    expect(guest.reply.split(/(?<=[.?!])\s/).length).toBeLessThanOrEqual(4);
  });

  it('offers to create a habit the user wants to log but does not have', () => {
    const answer = answerMessage('log 20 minutes of yoga', fixtures.active_user, false);
    expect(answer.reply).toContain("You don't have a habit called **Yoga** yet");
    expect(answer.action).toMatchObject({ type: 'create_habit', name: 'Yoga', target: 20, unit: 'minutes' });
  });

  it('explains archiving when asked to delete a habit', () => {
    const answer = answerMessage('delete the journal habit', fixtures.active_user, false);
    expect(answer.reply).toContain("can't delete habits from chat");
    expect(answer.action).toEqual({ type: 'update_habit', habit_id: 'h-journal', active: false });
  });

  it('answers small talk and help with what it can do, and no action', () => {
    for (const message of ['hi', 'what can you do?', 'help']) {
      const answer = answerMessage(message, fixtures.active_user, false);
      expect(answer.action).toBeNull();
      expect(answer.reply).toContain('log progress');
    }
  });

  it('says plainly when it does not understand, with examples', () => {
    const answer = answerMessage('add purple elephants under the bridge', fixtures.active_user, false);
    expect(answer.action).toBeNull();
    expect(answer.reply).toContain("I'm not sure what you'd like me to do");
  });

  it('a message that asks for nothing is acknowledged with an example of a request', () => {
    const answer = answerMessage('purple elephants under the bridge', fixtures.active_user, false);
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(/^Noted\. If that was meant as a request.*"log 20 pages of reading"/);
  });
});

describe('a grammar reading the wording rules out', () => {
  it('gives way to the next family: a new habit said to recur is no practice session', () => {
    expect(proposed('add a habit to practice piano scales 15 min daily')).toMatchObject({
      type: 'create_habit',
      target: 15,
      unit: 'minutes',
    });
    expect(proposed('new habit: draw 20 minutes a day', fixtures.solo_skill_user)).toMatchObject({
      type: 'create_habit',
      target: 20,
    });
  });
});
