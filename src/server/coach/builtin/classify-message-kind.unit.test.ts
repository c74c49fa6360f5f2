import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { isExplicitRequest, isPlainQuestion, isQuestionShaped } from './classify-message-kind';
import { fixtures } from './eval/coach-fixtures';
import { normalizeMessage } from './normalize-message';
import { answer, expectFigure, standardRows } from './test/coach-test-helpers';

const contexts = Object.entries(fixtures);

// Words a question about habits is made of, names of the fixtures' rows among them, so a question that
// names a habit ("how much did I read this week?") is tried as well as a general one.
const words = (
  'i my a the habit habits goal goals streak xp level read reading meditate stretch stretching water run ' +
  'guitar spanish marathon focus today yesterday this week last pause track log create add daily weekly ' +
  'pages 20 minutes every day better to for it should set done sticks build'
).split(' ');
// "when" and "do" open questions only as auxiliaries do: "when I wake up, meditate" and "do 20 push-ups
// every day" are requests.
const openings = [
  'how',
  'how do i',
  'how many',
  'how much',
  'what',
  "what's",
  'why',
  'why do',
  'when do i',
  'when should i',
  'when is',
  'which',
  'should i',
  'can i',
  'is it',
  'is my',
  'is',
  'do i',
  'do my',
  'do habits',
  'do you',
  // Issue 36's advice and how-to shapes.
  'any tips for',
  'is it better to',
  'what does',
  'how long does it take to',
  'why is my',
  'if i skip a day do i',
  // Development set 11's classes: a question word typed in a hurry, the product as the subject, a gerund
  // after can, a setting said before the question, advice with a word before it, "do" + a thing + what
  // it may do.
  'hw do i',
  'can the app',
  'could the tracker',
  'can tracking',
  'could skipping',
  'after a long run whats',
  'before work how much',
  'any podcast recommendations about',
  'do skipped days count',
  'do paused habits affect',
];

const questionShaped = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...openings),
      fc.constantFrom(...words.filter((word) => word !== 'i')),
      fc.array(fc.constantFrom(...words), { maxLength: 8 }),
    )
    .map(([opening, first, body]) => [opening, first, ...body].join(' ')),
  fc
    .array(fc.constantFrom(...words, ...openings), { minLength: 1, maxLength: 10 })
    .map((body) => `${body.join(' ')}?`),
);

describe('the first decision: question, request or conversation', () => {
  it('never turns a question-shaped message into a proposal unless it explicitly asks for one', () => {
    fc.assert(
      fc.property(questionShaped, (message) => {
        for (const [name, context] of contexts) {
          const answer = answerMessage(message, context, name === 'guest');
          const rows = [...context.habits, ...context.goals, ...context.skills];
          if (isExplicitRequest(normalizeMessage(message), rows)) continue;
          expect(answer.action, `${name}: "${message}" → ${answer.reply}`).toBeNull();
        }
      }),
      { numRuns: 200 },
    );
    // Every fixture answers each message: over 5 s on a busy machine.
  }, 30_000);

  it('reads the question shapes of the issue and leaves requests alone', () => {
    for (const text of [
      'how do i build a habit that sticks?',
      'is it better to track habits daily or weekly?',
      'how am i doing this week?',
      'what does xp do',
      'should i track habits daily',
      'do habits reset at midnight',
      'i keep forgetting to floss even tho i brush every night, what should i do',
      'do if-then plans actually work or is it just pop psychology',
      'i broke my streak and want to give up, is there any point carrying on',
    ])
      expect(isPlainQuestion(text), text).toBe(true);
    for (const text of [
      'do 20 push-ups every day',
      'when i wake up, meditate for 10 minutes',
      "what i'll focus on tomorrow: the budget",
      'what drives me is mastering a craft',
      'read 20 pages every day',
      'log 20 pages, which is my target',
      'create a habit to read or write',
    ])
      expect(isQuestionShaped(text), text).toBe(false);
  });

  it('takes "can you add…" and its kin as explicit requests, and "can i pause a habit?" as a question', () => {
    for (const text of [
      'can you add a habit to floss?',
      'could u set me up a habit to drink 3 litres of water',
      'can i have a habit for swimming twice a week',
      'can my week start on a saturday?',
      'add a habit to floss?',
      "i'm a student and want to study more. can you make a habit for 2 hours of study every day?",
    ])
      expect(isExplicitRequest(text), text).toBe(true);
    for (const text of [
      'can i pause a habit while on holiday?',
      'can you help me understand streaks?',
      'can you tell me how xp works?',
      'how do i build a habit that sticks?',
    ])
      expect(isExplicitRequest(text), text).toBe(false);
  });
});

describe('a question anywhere in the message (development set 3, issue 36)', () => {
  it.each([
    'week three of running and my knees hurt. is that normal',
    'skipped the gym all week... how do i restart',
    'flying to japan next month, what happens to my habits',
    'yesterday how much did i read',
    'by when should i finish the book goal',
    'if i archive reading does the goal lose its progress',
    'was meditate done on tuesday',
    'i want to read every night but i always fall asleep, how can i make it stick',
    'wait why 66 days',
    // "hows", "wheres" typed without the apostrophe ask as "how's" does (development set 5).
    'hows the streak looking for that one',
    'hows the marathon goal looking',
    'wheres the export button',
    // The question word said last asks too.
    'daily page goal for read is what',
    "journal's been on pause since which day",
  ])('"%s" is a plain question', (message) =>
    expect(isPlainQuestion(normalizeMessage(message), standardRows)).toBe(true),
  );

  it.each([
    'i keep forgetting my vitamins, can you make that a habit',
    'i want to read every night, add a habit for it',
    'log 20 pages, and floss',
  ])('"%s" is still a request', (message) =>
    expect(isPlainQuestion(normalizeMessage(message), standardRows)).toBe(false),
  );
});

describe('a question word said last (development set 5)', () => {
  it.each(['change my password where', 'i need to freeze a habit while travelling, how'])(
    '"%s" is question-shaped (a request that nothing reads is then answered as a question)',
    (message) => expect(isQuestionShaped(normalizeMessage(message))).toBe(true),
  );
});

// Round 17.
describe('question shapes answered, never acted on', () => {
  it.each([
    // ", which one …": "one" stands for one of the things just named.
    'pause or archive for a habit i am bored of, which one hides it',
    'rename vs delete a goal, which one keeps the progress',
    // ", where has it gone": asked as ", where does it go" is.
    'archived my old goal, where has it gone now',
    // "any chance …": hoping aloud.
    'any chance of a dark mode',
    // A condition with the app as the subject.
    'if my card expires does compound stop saving my logs',
    'if i cancel will everything be deleted',
    // "do" + a plural subject + its verb + "it/that".
    'do skipped mornings drag that down',
    'do rest days slow it down',
    'do weekends count it differently',
    // The question word after a dash, said last.
    'floss got paused at some point - which day',
    'my run goal was made ages ago - what date',
    'i archived a habit last month - which one',
  ])('"%s" is a plain question and gets no proposal', (message) => {
    expect(isPlainQuestion(normalizeMessage(message), standardRows), message).toBe(true);
    expect(answer(message).action, message).toBeNull();
  });

  it.each([
    'can the heatmap go back a whole year',
    'does the calendar show last month too',
    'can the charts show the last 3 months',
  ])('"%s", what a part of the app can do, is looked up, not answered with the week', (message) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).toMatch(/\]\(\/docs\//);
  });

  it.each([
    'is there a limit on how many goals i can add in a minute',
    'how much can i log in one minute',
    'can i send you 5 messages in a minute',
  ])('"%s" asks: stepping away is said, not asked', (message) =>
    expect(answer(message).reply).not.toMatch(/No rush/),
  );

  it('"any chance you could log my run" still asks for the log', () =>
    expect(answer('any chance you could log my run for today').action?.type).toBe('log_habit'));
});

describe('"can i <change> …": asking whether one can, or asking for the change', () => {
  it.each([
    'can i switch over to kilos and kilometres',
    'can i change the units to imperial',
    'could i set the units to metric instead',
  ])('"%s", naming no row and no amount, is answered with where the setting is', (message) =>
    expectFigure(message, '/docs/settings-and-data'),
  );

  it.each([
    ['can i change my water target to 9 glasses', 'update_habit'],
    ['could i bump reading up to 30 pages', 'update_habit'],
    ['can i rename journal to diary', 'update_habit'],
  ])('"%s", naming a row or an amount, asks for the change', (message, type) =>
    expect(answer(message).action?.type).toBe(type),
  );
});

// Round 18's question mechanisms, each on three paraphrases written here (none from an eval set).
const asks = (text: string) => isPlainQuestion(normalizeMessage(text));
/** A plain question, answered with no proposal. */
const plainQuestionNoProposal = (text: string) => {
  expect(asks(text)).toBe(true);
  expect(answer(text).action).toBeNull();
};

describe('a part of the app as the subject asks what it can do', () => {
  it.each([
    'can the calendar view show a whole year',
    'could insights include last month as well',
    'does the dashboard show streaks from before i joined',
  ])('"%s" is a question, answered with no proposal', plainQuestionNoProposal);
});

describe('"is there a way to … every habit in one go" asks about a feature', () => {
  it.each([
    'off travelling for a month, is there a way to pause every habit in one go',
    'is there a way to archive every habit at once',
    'moving house next week, is there a way to put each habit on hold in one go',
  ])('"%s" proposes nothing', (text) => expect(answer(text).action).toBeNull());
});

describe('"… or is there a limit" asks what the app allows', () => {
  it.each([
    'can i log a 9 hour focus session or is there a cap',
    'could i set a goal with 500 books or is there a maximum',
    'can i make a habit with a target of 3000 or are there limits',
  ])('"%s" proposes nothing', plainQuestionNoProposal);
});

describe('the question word where the answer stands, after "said" or "shows"', () => {
  it.each([
    "wednesday's water log said how many glasses again",
    'my reading on tuesday shows how many pages',
    'the run habit had how many days last week',
  ])('"%s" is a question', plainQuestionNoProposal);
});
