import { describe, expect, it } from 'vitest';
import { normalizeMessage } from './normalize-message';
import { scoreQuestion, type TQuestionModel } from './question-scorer';
import modelData from './question-scorer-model.json';
import { scorerVetoes } from './question-veto';

const model: TQuestionModel = modelData;
const score = (message: string) => scoreQuestion(model, normalizeMessage(message));

describe('learned question scorer (decision 0055)', () => {
  it('loads and separates plain questions from requests', () => {
    expect(score('how long does it take to form a habit?')).toBeGreaterThan(0.9);
    expect(score('thanks, that is helpful!')).toBeGreaterThan(0.5);
    expect(score('create a habit to read 20 pages every day')).toBeLessThan(0.1);
    expect(score('log 30 minutes of guitar for yesterday')).toBeLessThan(0.1);
  });

  it('is off unless the experiment is asked for, and never vetoes an explicit request', () => {
    expect(scorerVetoes('total water this week please')).toBe(false);
    const before = process.env.COACH_QUESTION_VETO;
    process.env.COACH_QUESTION_VETO = 'on';
    try {
      expect(scorerVetoes('can you add a habit to floss every night')).toBe(false);
      expect(scorerVetoes('please log my run for today')).toBe(false);
      expect(scorerVetoes('add a habit to stretch in the morning')).toBe(false);
    } finally {
      if (before === undefined) delete process.env.COACH_QUESTION_VETO;
      else process.env.COACH_QUESTION_VETO = before;
    }
  });
});
