import { describe, expect, it } from 'vitest';
import { converse, log } from './test/coach-test-helpers';

/**
 * An addition to a pending proposal ("and …", "i also …", a session beside a focus) joins it, after a
 * correction too and of another kind (the harness's turns).
 */

describe('an addition joins the proposal still pending, after a correction too, and of another kind', () => {
  it.each([
    [
      ['did 20 pages of reading today', 'nah it was 24', 'plus flossed as well'],
      log('Read', '2026-11-28', 24),
    ],
    [['i read 15 pages', 'actually 17', 'also got my meditation done'], log('Read', '2026-11-28', 17)],
  ])('%j adds the second log to the corrected first', (turns, first) => {
    const habit = turns[2]?.includes('floss') ? 'Floss' : 'Meditate';
    const wanted = { action: { type: 'batch', args: { actions: [first, log(habit, '2026-11-28', true)] } } };
    expect(converse(turns, wanted)).toEqual([]);
  });

  it.each([
    ['journaled on tuesday', 'went for a run that day as well, log it', 'Journal', 'Run'],
    ['meditated on wednesday', 'did my stretching that day too pls record it', 'Meditate', 'Stretch'],
  ])('"%s" → "%s": the closing ask is no part of the addition', (first, second, habitA, habitB) => {
    const day = first.includes('tuesday') ? '2026-11-24' : '2026-11-25';
    const actions = [log(habitA, day, true), log(habitB, day, true)];
    expect(converse([first, second], { action: { type: 'batch', args: { actions } } })).toEqual([]);
  });

  it.each([
    ['todays focus: clean out the garage', 'also add a 45 minute focus session'],
    ['make the quarterly report my focus for today', 'and log 25 min of focused work too'],
  ])('"%s" → "%s" batches the focus and the session', (first, second) => {
    const wanted = {
      action: { type: 'batch', args: { actions: [{ type: 'set_focus' }, { type: 'create_focus_session' }] } },
    };
    expect(converse([first, second], wanted)).toEqual([]);
  });
});

describe('a correction or an addition ends on the proposal it asks for', () => {
  it.each([
    ['add a habit to do yoga', 'name it Yoga flow please', 'Yoga flow'],
    ['new habit: read before bed', 'hmm call it Reading, shorter', 'Reading'],
  ])('"%s" → "%s": closing words are no part of the name', (first, second, name) => {
    expect(converse([first, second], { action: { type: 'create_habit', args: { name } } })).toEqual([]);
  });

  it.each([
    ['20 minutes of scales', 'fingerstyle as well, about 15 min', 'Scales', 'Fingerstyle', 1200, 900],
    ['log 10 min of vocabulary', 'chords also, half an hour', 'Vocabulary', 'Chords', 600, 1800],
  ])(
    '"%s" → "%s": "too" closing the first clause adds',
    (first, second, partA, partB, secondsA, secondsB) => {
      const step = (part: string, seconds: number) => ({
        type: 'create_skill_entry',
        skill_id: part,
        seconds,
      });
      const actions = [step(partA, secondsA), step(partB, secondsB)];
      expect(converse([first, second], { action: { type: 'batch', args: { actions } } })).toEqual([]);
    },
  );

  it.each([
    ['water too, 6 glasses', log('Drink water', '2026-11-28', 6)],
    ['meditate too, yesterday', log('Meditate', '2026-11-27', true)],
  ])('"read 20 pages" → "%s" joins a second log', (second, added) => {
    const actions = [log('Read', '2026-11-28', 20), added];
    expect(converse(['read 20 pages', second], { action: { type: 'batch', args: { actions } } })).toEqual([]);
  });
});

describe('"i also …" adds to the pending proposal, on the day said', () => {
  it.each([
    ['ran on tuesday', 'the same day we also stretched', ['Run', 'Stretch'], '2026-11-24'],
    ['meditated on wednesday', 'same day i also flossed', ['Meditate', 'Floss'], '2026-11-25'],
  ])('"%s" → "%s"', (first, second, habits, day) => {
    const actions = habits.map((habit) => log(habit, day, true));
    const turns = converse([first, second], { action: { type: 'batch', args: { actions } } });
    expect(turns).toEqual([]);
  });
});

describe('a session added to a pending focus is a focus session', () => {
  it('"make today\'s focus the tax return" → "and start a 25 min block too"', () => {
    const actions = [{ type: 'set_focus' }, { type: 'create_focus_session', minutes: 25 }];
    const turns = converse(["make today's focus the tax return", 'and start a 25 min block too'], {
      action: { type: 'batch', args: { actions } },
    });
    expect(turns).toEqual([]);
  });
});
