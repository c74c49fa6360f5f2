import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { fitsQuestion, genericShare, leastScore, type TFitEvidence } from './knowledge-fit';

// "habit" and "day" are on most pages; "floss" and "calendar" on one or two; "sync" on none.
const shares: Record<string, number> = {
  habit: 0.44,
  day: 0.38,
  floss: 0.01,
  calendar: 0.01,
  step: 0.02,
  sync: 0,
};
const termShare = (term: string) => shares[term] ?? 0.03;

function evidence(change: Partial<TFitEvidence>): TFitEvidence {
  return {
    questionTerms: ['floss', 'habit'],
    matchedTerms: ['floss', 'habit'],
    score: 40,
    termShare,
    aboutTerms: new Set(),
    timesUsed: () => 1,
    sentences: [new Set(['floss', 'habit'])],
    pairHits: 0,
    quotesPhrase: false,
    ...change,
  };
}

describe('the fit gate: a passage is quoted only when it answers the question', () => {
  it('refuses a passage that shares only words every page uses', () => {
    const generic = { questionTerms: ['habit', 'day', 'sleep'], matchedTerms: ['habit', 'day'] };
    expect(
      fitsQuestion(evidence({ ...generic, aboutTerms: new Set(['habit', 'day']), timesUsed: () => 5 })),
    ).toBe(false);
  });

  it('refuses one word in passing when the question names something the lessons never mention', () => {
    // "can i sync my habits with google calendar": "calendar" once, "sync" nowhere.
    const sync = { questionTerms: ['sync', 'habit', 'calendar'], matchedTerms: ['habit', 'calendar'] };
    expect(fitsQuestion(evidence(sync))).toBe(false);
    // Without the unknown word, the one specific word is enough.
    expect(fitsQuestion(evidence({ ...sync, questionTerms: ['habit', 'calendar'] }))).toBe(true);
  });

  it('keeps a passage about the question’s specific word, or using it twice, or two of them close together', () => {
    const one = { questionTerms: ['sync', 'habit', 'floss'], matchedTerms: ['habit', 'floss'] };
    expect(fitsQuestion(evidence({ ...one, aboutTerms: new Set(['floss']) }))).toBe(true);
    expect(fitsQuestion(evidence({ ...one, timesUsed: () => 2 }))).toBe(true);
    const two = { questionTerms: ['sync', 'floss', 'step'], matchedTerms: ['floss', 'step'] };
    expect(fitsQuestion(evidence({ ...two, sentences: [new Set(['floss', 'step'])] }))).toBe(true);
    expect(fitsQuestion(evidence({ ...two, sentences: [new Set(['floss']), new Set(['step'])] }))).toBe(true);
    // "how much water should i drink": "drinking" and "a glass of water" sentences apart answer nothing.
    const apart = [new Set(['floss']), new Set(['habit']), new Set(['step'])];
    expect(fitsQuestion(evidence({ ...two, sentences: apart }))).toBe(false);
  });

  it('keeps a passage holding one of the question’s word pairs, and one quoting its quoted phrase', () => {
    const generic = { questionTerms: ['habit', 'day', 'sync'], matchedTerms: ['habit', 'day'] };
    expect(fitsQuestion(evidence({ ...generic, pairHits: 1 }))).toBe(true);
    expect(fitsQuestion(evidence({ ...generic, score: 1, quotesPhrase: true }))).toBe(true);
  });

  it('refuses a weak match: a low score, or under half the terms and fewer than three', () => {
    expect(fitsQuestion(evidence({ score: leastScore - 1, pairHits: 1 }))).toBe(false);
    expect(
      fitsQuestion(
        evidence({
          questionTerms: ['floss', 'step', 'habit', 'day', 'sync'],
          matchedTerms: ['floss', 'step'],
        }),
      ),
    ).toBe(false);
  });

  const terms = fc.uniqueArray(fc.constantFrom('habit', 'day', 'floss', 'calendar', 'step', 'sync', 'rest'), {
    minLength: 1,
  });
  const anyEvidence = fc
    .record({
      questionTerms: terms,
      score: fc.double({ min: 0, max: 200, noNaN: true }),
      pairHits: fc.nat(3),
      about: fc.subarray(['habit', 'day', 'floss', 'calendar', 'step']),
      uses: fc.nat(4),
      quotesPhrase: fc.boolean(),
      keep: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
    })
    .map((drawn) =>
      evidence({
        ...drawn,
        matchedTerms: drawn.questionTerms.filter((_, at) => drawn.keep[at]),
        aboutTerms: new Set(drawn.about),
        timesUsed: () => drawn.uses,
      }),
    );

  it('never refuses more when the passage holds more: a pair, a label or a quoted phrase only help', () => {
    fc.assert(
      fc.property(anyEvidence, (fit) => {
        if (!fitsQuestion(fit)) return;
        expect(fitsQuestion({ ...fit, pairHits: fit.pairHits + 1 })).toBe(true);
        expect(fitsQuestion({ ...fit, aboutTerms: new Set([...fit.aboutTerms, ...fit.matchedTerms]) })).toBe(
          true,
        );
        expect(fitsQuestion({ ...fit, quotesPhrase: true })).toBe(true);
      }),
    );
  });

  it('never quotes a passage sharing only generic words, unless a pair or a quoted phrase ties it', () => {
    fc.assert(
      fc.property(anyEvidence, (fit) => {
        const genericOnly = fit.matchedTerms.every((term) => termShare(term) >= genericShare);
        if (genericOnly && fit.pairHits === 0 && !fit.quotesPhrase) expect(fitsQuestion(fit)).toBe(false);
      }),
    );
  });
});

describe('issue 36: a how-to question nothing in the lessons answers gets the pointer, not a stray quote', () => {
  it.each([
    'how many steps a day is healthy',
    'can i sync my habits with google calendar',
    'any way to have my habits show up in outlook calendar automatically',
    'do my habits appear in apple calendar?',
    'can the heatmap be sent to my google calendar',
    'does the app have a dark mode',
    'how much protein should i eat to build muscle',
    'how much water should i drink a day?',
  ])('"%s" says the lessons do not cover it and links /in/education', (question) => {
    for (const guest of [false, true]) {
      const answer = answerMessage(question, guest ? fixtures.guest : fixtures.active_user, guest);
      expect(answer.action).toBeNull();
      expect(answer.reply).toMatch(/don't have a good answer/);
      expect(answer.reply).toContain('](/in/education)');
    }
  });

  it.each([
    [
      'i skipped 3 days of running, should i just start over from scratch?',
      '/research/streaks-and-consistency',
    ],
    ['do you sell my data to advertisers', '/privacy'],
    ['how do i log a habit for a day in the past?', '/docs/tracker'],
    ['how do i build a habit that sticks?', '/research/habit-formation'],
    [
      'i keep forgetting to floss even tho i brush every night, what should i do',
      '/in/education/habit-stacking',
    ],
    // Doing something "more consistently" is making it a habit: the stacking lesson, not the streaks article.
    ['any tips for flossing more consistently?', '/in/education/habit-stacking'],
  ])('"%s" keeps its quote and link (%s)', (question, page) => {
    expect(answerMessage(question, fixtures.active_user, false).reply).toContain(`](${page})`);
  });
});
