import { describe, expect, it } from 'vitest';
import { answer as ask } from './test/coach-test-helpers';

/**
 * Development set 6: data questions in shapes the answerers did not read. Each case is worded apart from
 * the set's own question (the standard account: Read 20 pages a day, Drink water 8 glasses, Run linked
 * to Run a marathon with weight 2, 3 goals).
 */

describe('data questions in everyday shapes', () => {
  it.each([
    ['the daily aim for drink water?', /8 glasses/],
    ['how many pages am i aiming for on read', /20 pages/],
    ['how much weight does run carry on the marathon goal', /weight 2/],
    ['tally up my goals', /3 open goals/],
    ["previous week's water total", /Drink water/],
    ['water consumption for today', /8 glasses/],
    ['what is the day of my last run', /26/],
    ['habit count', /7|habits/],
    ['due date for the spanish goal', /30 June 2027/],
    ['spanish baseline hours', /0 hours/],
    ['top day for reading this week', /30 pages/],
    ['how was tuesday for water', /6 glasses/],
    ['my daily reading goal on read?', /20 pages/],
  ])('"%s" is answered with its figure', (message, figure) => {
    const answer = ask(message);
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(figure);
  });

  it('leaves "how do i set a daily goal for …" to the lessons', () => {
    expect(ask('how do i set a daily goal for water').reply).not.toMatch(/target is 8/);
  });

  it('still reads a change of a deadline or a baseline as a change, not as a question', () => {
    expect(ask('push back the marathon deadline').reply).not.toMatch(/is due on/);
    expect(ask('reset guitar baseline').reply).not.toMatch(/baseline is/);
  });

  it('drops the colon that opens a focus', () => {
    expect(ask('set the focus to: quarterly taxes').action).toMatchObject({ focus: 'Quarterly taxes' });
  });
});

describe('questions whose asking part comes last', () => {
  it.each([
    ['missed floss on friday, did that reset everything'],
    ['i want the week to start on monday. which option'],
    ['habit stacking means doing one after another? or not'],
    ['was tuesday a reading day or did i skip it'],
    ['pages wed to now, add them up'],
    ['if my laptop dies mid session does any of it count'],
    ['do standing desks in the office help with focus'],
  ])('"%s" is answered, never acted on', (message) => {
    const answer = ask(message);
    expect(answer.action).toBeNull();
    expect(answer.reply).not.toMatch(/I'm not sure what you'd like/);
  });
});

describe('practice by day, and concepts named beside a row', () => {
  it.each([
    ['what day did i work on chords', /Monday 23 November/],
    ['when did i practise vocabulary', /Tuesday 24 November/],
    ["monday's practice, what was it", /Chords/],
  ])('"%s" names the day or the part', (message, figure) => {
    const answer = ask(message);
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(figure);
  });

  it('looks up a kind of goal in the lessons even when a word names a goal of the user', () => {
    // Routed to the lessons, not to Learn Spanish's deadline (the lessons may still have nothing that fits).
    expect(ask('what type of goal suits learning spanish').reply).not.toMatch(/is due on/);
    expect(ask('what kind of goal should learn spanish be').reply).toMatch(/^From \*\*/);
  });

  it('reads ", meaning what" as a question', () => {
    expect(ask('the app says floss is my weakest habit, meaning what').reply).not.toMatch(/I'm not sure/);
  });
});
