import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { chooseReading } from './choose-reading';
import { classifyIntent, prepareModel, scoreIntents } from './classify-intent';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { fixtures } from './eval/coach-fixtures';
import { coachTrainingCases } from './eval/evaluate-builtin-coach';
import { labelCase } from './eval/intent-training-data';
import { intentFeatures } from './intent-features';
import shippedModel from './intent-model.json';
import { normalizeMessage } from './normalize-message';
import { trainIntentModel } from './train-intent-model';

const active = fixtures.active_user;
const request = (message: string): TCoachRequest => ({
  original: message,
  text: normalizeMessage(message),
  context: active,
  guest: false,
});

describe('the intent classifier', () => {
  it('ships the model trained on the current training cases (run npm run coach:train when this fails)', () => {
    expect(shippedModel).toEqual(trainIntentModel(coachTrainingCases.map(labelCase)));
  });

  it("reads the user's own names, numbers, durations and dates as tags, not as words", () => {
    const features = intentFeatures(
      normalizeMessage('rename Journal to Diary yesterday, 20 minutes'),
      active,
    );
    expect(features).toEqual(expect.arrayContaining(['_habit', 'renam', '_date', '_num', '_dur', '^renam']));
    expect(features).not.toContain('journal');
  });

  it('learns from labelled messages and ranks every intent with probabilities that sum to 1', () => {
    const model = trainIntentModel([
      { message: 'log my run', context: active, intent: 'log_habit' },
      { message: 'mark journal done', context: active, intent: 'log_habit' },
      { message: 'rename read to reading', context: active, intent: 'update_habit' },
    ]);
    const ranked = scoreIntents(prepareModel(model), intentFeatures('rename run to jog', active));
    expect(ranked[0]?.intent).toBe('update_habit');
    expect(ranked.reduce((sum, score) => sum + score.probability, 0)).toBeCloseTo(1);
  });

  it('classifies requests it was not trained on by their shape', () => {
    const top = (message: string) => classifyIntent(normalizeMessage(message), active)[0]?.intent;
    expect(top('I meditated this evening')).toBe('log_habit');
    expect(top('please change the name of the stretch habit to Yoga')).toBe('update_habit');
    expect(top('my Spanish baseline is 90 hours')).toBe('update_skill_baseline');
  });

  it('never throws and always ranks something, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        expect(classifyIntent(normalizeMessage(text), active).length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

const logRun: TCoachAnswer = {
  reply: 'log',
  action: { type: 'log_habit', habit_id: 'h-run', date: '2026-03-12' },
};
const newHabit: TCoachAnswer = {
  reply: 'new',
  action: { type: 'create_habit', name: 'Feeling really tired' },
};

describe('choosing between the grammar and the classifier', () => {
  it("keeps the grammar's reading when the classifier agrees", () => {
    const ranking = [
      { intent: 'log_habit', probability: 0.9 },
      { intent: 'none', probability: 0.1 },
    ];
    expect(chooseReading(request('ran 5k'), logRun, ['log_habit'], ranking, () => null)).toBe(logRun);
  });

  it('asks one question offering the two likeliest readings when neither is sure', () => {
    const ranking = [
      { intent: 'update_goal', probability: 0.45 },
      { intent: 'create_habit', probability: 0.1 },
      { intent: 'log_habit', probability: 0.05 },
    ];
    const goalChange: TCoachAnswer = {
      reply: 'goal',
      action: { type: 'update_goal', goal_id: 'g-marathon' },
    };
    const answer = chooseReading(request('marathon'), logRun, ['log_habit'], ranking, () => goalChange);
    expect(answer?.action).toBeNull();
    expect(answer?.reply).toContain('change the goal **Run a marathon**');
    expect(answer?.reply).toContain('log **Run**');
    expect(answer?.reply.match(/\?/g)).toHaveLength(1);
  });

  it("takes the classifier's reading when it is sure and the grammar read something else", () => {
    const ranking = [{ intent: 'update_goal', probability: 0.9 }];
    const goalChange: TCoachAnswer = {
      reply: 'goal',
      action: { type: 'update_goal', goal_id: 'g-marathon' },
    };
    expect(chooseReading(request('x'), logRun, ['log_habit'], ranking, () => goalChange)).toBe(goalChange);
  });

  it('never proposes a name made up from a message that does not ask for something new', () => {
    const ranking = [
      { intent: 'none', probability: 0.97 },
      { intent: 'create_habit', probability: 0.01 },
    ];
    expect(chooseReading(request('x'), newHabit, ['log_habit'], ranking, () => null)).toBeNull();
    for (const message of ["I'm feeling really tired today", 'asdf qwerty zxcv', 'ok cool', 'hmm'])
      expect(answerMessage(message, active, false).action, message).toBeNull();
  });
});
