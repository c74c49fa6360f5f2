import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import { prepareModel, scoreIntents } from './classify-intent';
import { fixtures } from './eval/coach-fixtures';
import { intentFeatures } from './intent-features';
import { looksLikeQuestion } from './looks-like-question';
import { isWithinOneEdit, stemWord } from './match-by-name';
import { normalizeMessage } from './normalize-message';
import { trainIntentModel } from './train-intent-model';

/** What lets the built-in coach read requests its development set never held (issue 25, round 2). */

const active = fixtures.active_user;
const answer = (message: string, context: TCoachContext = active) => answerMessage(message, context, false);

describe('words the development set never used', () => {
  it('gives a verb its concept, so a synonym counts as evidence for the same intent', () => {
    const features = intentFeatures(normalizeMessage('freeze the stretch habit'), active);
    expect(features).toContain('~stop');
    expect(intentFeatures(normalizeMessage('tie my run habit to the marathon'), active)).toContain('~link');
  });

  it('marks which kinds of the user names a message holds together', () => {
    expect(intentFeatures(normalizeMessage('link journal to the thesis goal'), active)).toContain(
      '=_goal_habit',
    );
  });

  it('reads a word the model never saw as the known word it is one typo from', () => {
    const model = trainIntentModel([
      { message: 'archive the habit', context: active, intent: 'update_habit' },
      { message: 'hello there friend', context: active, intent: 'none' },
    ]);
    const prepared = prepareModel(model);
    const [unknown] = scoreIntents(prepared, ['zzzzzz']);
    const [known] = scoreIntents(prepared, ['archiv']);
    expect(unknown?.probability).toBeLessThan(known?.probability ?? 0);
    expect(scoreIntents(prepared, ['archv'])[0]).toEqual(known);
  });
});

describe('typos', () => {
  it('counts two swapped letters as one typo', () => {
    expect(isWithinOneEdit('jounral', 'journal')).toBe(true);
    expect(isWithinOneEdit('strecth', 'stretch')).toBe(true);
    expect(isWithinOneEdit('journal', 'jornual')).toBe(false);
  });

  it('reads a misspelt request word as the word, but never a capitalised name', () => {
    expect(normalizeMessage('renmae journal to diary')).toBe('rename journal to diary');
    expect(normalizeMessage('meditatd this mornin')).toBe('meditated this morning');
    expect(normalizeMessage('add a habit to call Tracy every week')).toContain('call tracy');
    expect(normalizeMessage('my stretches are done')).toContain('stretches');
  });

  it('logs and renames through the typos', () => {
    expect(answer('finsished my jounral').action).toMatchObject({ type: 'log_habit', habit_id: 'h-journal' });
    expect(answer('renmae journal to diary').action).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-journal',
      name: 'Diary',
    });
  });

  it('treats words such as __proto__ and constructor as plain words', () => {
    expect(stemWord('__proto__')).toBe('__proto__');
    expect(typeof stemWord('constructor')).toBe('string');
    expect(() => answer('log __proto__ constructor')).not.toThrow();
  });
});

describe('several requests in one message', () => {
  it('reads "a goal … and a habit …" as both', () => {
    const { action } = answer(
      'add a goal to lose 4 kg by june and a habit to walk 30 minutes a day',
      fixtures.new_user,
    );
    expect(action).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_goal', target_value: 4, unit: 'kg', end_date: '2026-06-30' },
        { type: 'create_habit', name: 'Walk', target: 30, unit: 'minutes' },
      ],
    });
  });

  it('keeps both requests of different kinds, with the date said at the end for each', () => {
    const { action } = answer('practiced scales for 20 minutes and ran 5 km on tuesday');
    expect(action).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_skill_entry', skill_id: 'ss-scales', seconds: 1200, date: '2026-03-10' },
        { type: 'log_habit', habit_id: 'h-run', value_number: 5, date: '2026-03-10' },
      ],
    });
  });

  it('keeps a change that spans its clauses as one action', () => {
    expect(answer('rename Drink water to Hydrate and make the target 10 glasses').action).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-water',
      name: 'Hydrate',
      target: 10,
    });
  });

  it('logs every habit of a list, one named only by its unit', () => {
    const { action } = answer('today: meditated, journaled, 8 glasses of water');
    expect(action).toMatchObject({
      type: 'batch',
      actions: [
        { habit_id: 'h-meditate' },
        { habit_id: 'h-journal' },
        { habit_id: 'h-water', value_number: 8 },
      ],
    });
  });
});

describe('slot filling when the classifier is sure', () => {
  it('links whatever the verb', () => {
    expect(answer('guitar practice habit should feed the guitar skill').action).toMatchObject({
      type: 'link_habit_to_skill',
      habit_id: 'h-guitar',
      skill_id: 's-guitar',
    });
  });

  it('creates a goal stated without the word goal', () => {
    expect(
      answer('target 200 hours of deep work by the end of june', fixtures.new_user).action,
    ).toMatchObject({
      type: 'create_goal',
      target_value: 200,
      unit: 'hours',
      end_date: '2026-06-30',
    });
  });
});

describe('never a name made up from stray words', () => {
  it("logs the user's own habit found by its unit rather than inventing one", () => {
    expect(answer('knocked out 12 pages before bed').action).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-read',
      value_number: 12,
    });
  });

  it('answers a question without a question mark instead of logging or setting a focus', () => {
    expect(answer('how many km did I run').action).toBeNull();
    expect(answer('how is my reading going').action).toBeNull();
    expect(looksLikeQuestion(normalizeMessage("what I'll focus on tomorrow: running"))).toBe(false);
  });

  it('never turns any question into a new habit, goal, focus or log', () => {
    const starts = ['how many', 'what', 'which', 'when did', 'why', 'did i', 'is my'];
    fc.assert(
      fc.property(fc.constantFrom(...starts), fc.string({ maxLength: 30 }), (start, rest) => {
        const { action } = answer(`${start} ${rest}`);
        expect(['create_habit', 'create_goal', 'set_focus', 'log_habit']).not.toContain(action?.type);
      }),
      { numRuns: 200 },
    );
  });
});

describe('habit names', () => {
  it('drops labels, dayparts and trailing fillers', () => {
    const named = (message: string) => answer(message, fixtures.new_user).action;
    expect(named('habit idea: make my bed every morning')).toMatchObject({ name: 'Make my bed' });
    expect(named("I'd love to paint every weekend")).toMatchObject({ name: 'Paint' });
    expect(named('want to get up at 6 every day')).toMatchObject({ name: 'Get up at 6' });
    expect(named('track pages read per day, 15 target')).toMatchObject({ target: 15, unit: 'pages' });
    expect(named('track hours of sleep, 7 a night')).toMatchObject({
      name: 'Sleep',
      target: 7,
      unit: 'hours',
    });
    expect(named('I would love to get into baking every sunday')).toMatchObject({ name: 'Baking' });
    expect(named('I want to spend less time on my phone, max 1 hour')).toMatchObject({
      name: 'Spend less time on my phone',
    });
  });
});
