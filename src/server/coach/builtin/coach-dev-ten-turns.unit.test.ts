import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '../../../domain/coach/chat-types';
import { answerInConversation } from './answer-in-conversation';
import { answerMessage } from './answer-message';
import { standardAccount } from './eval/coach-standard-fixture';
import { evaluateConversations } from './eval/evaluate-coach-answers';
import { foldNewGoalChanges } from './fold-new-goal-changes';
import { converse, log } from './test/coach-test-helpers';

/**
 * Development set 10's conversations and batch 11's requests (written as frozen set 9 and frozen batch 11):
 * the mechanisms their misses showed, each tested in other words than the sets', so that the rule and not
 * one message passes.
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

describe('a correction that names one step of a batch changes that step only', () => {
  it.each([
    [['stretched this morning, log it', 'and a run', 'wait, the run was on thursday'], '2026-11-26'],
    [['log stretch for today', 'and a run too', 'hmm the run happened yesterday'], '2026-11-27'],
  ])('%j', (turns, day) => {
    const actions = [log('Stretch', '2026-11-28', true), log('Run', day, true)];
    expect(converse(turns, { action: { type: 'batch', args: { actions } } })).toEqual([]);
  });
});

describe('a request about one of the rows that does not say which asks which, and the answer completes it', () => {
  it.each([
    [
      'want to adjust a habit target',
      'journal... make it 2 a day',
      { type: 'update_habit', args: { habit_id: 'Journal', target: 2 } },
    ],
    [
      'need to change one of my habit targets',
      'water, to 9 glasses',
      { type: 'update_habit', args: { habit_id: 'Drink water', target: 9 } },
    ],
    ['check off a habit i did yesterday', 'flossing', log('Floss', '2026-11-27', true)],
    [
      'can you correct a skill baseline',
      'spanish is 6 hours really',
      { type: 'update_skill_baseline', args: { skill_id: 'Spanish', baseline_hours: 6 } },
    ],
  ])('"%s" → "%s"', (first, second, action) => {
    const { type, ...args } = action;
    const wanted = 'args' in action ? action : { type, args };
    expect(converse([first, second], { action: wanted })).toEqual([]);
  });

  it.each(['i wanna log swimming as a habit', 'turn meditation into a goal'])(
    '"%s" is no row asked about: it is not asked which',
    (message) => {
      expect(converse([message], { answer: true })).not.toContain('Which habit');
    },
  );
});

describe('a focus asked for without its text asks for it, and the next message is the focus', () => {
  it.each([
    ['could you give tomorrow a focus', 'finish the slides', '2026-11-29'],
    ['i need a focus for today pls', 'sort the garage', '2026-11-28'],
  ])('"%s" → "%s"', (first, second, date) => {
    const wanted = { action: { type: 'set_focus', args: { focus: second, date } } };
    expect(converse([first, second], wanted)).toEqual([]);
  });
});

describe('after a data question, the next message leans on what it named', () => {
  it.each([
    [
      'how many times did i floss since tuesday',
      'add one for today as well',
      log('Floss', '2026-11-28', true),
    ],
    ['journal count this week?', 'mark one done today too', log('Journal', '2026-11-28', true)],
  ])('"%s" → "%s": the log is for the habit asked about', (first, second, action) => {
    const { type, ...args } = action;
    expect(converse([first, second], { action: { type, args } })).toEqual([]);
  });

  it.each([
    ['what did i drink on thursday', 'stick 9 glasses on it', log('Drink water', '2026-11-26', 9)],
    ['pages read on monday?', 'log 22 pages on it', log('Read', '2026-11-23', 22)],
  ])('"%s" → "%s": a report naming no day is for the day asked about', (first, second, action) => {
    const { type, ...args } = action;
    expect(converse([first, second], { action: { type, args } })).toEqual([]);
  });

  it.each([
    [
      'whats the deadline on my spanish goal',
      'ok now make journal count toward that one',
      'Journal',
      'Learn Spanish',
    ],
    ['how close is the books goal', 'hook floss onto it', 'Floss', 'Read 24 books'],
  ])('"%s" → "%s" links the habit to the goal asked about', (first, second, habit, goal) => {
    const wanted = { action: { type: 'link_habit_to_goal', args: { habit_id: habit, goal_id: goal } } };
    expect(converse([first, second], wanted)).toEqual([]);
  });

  it.each([
    ['how is guitar chords practice going', 'add 15 min of it for today', 'Chords', 'Guitar'],
    ['how much spanish vocab did i do this week', 'log 20 minutes of it', 'Vocabulary', 'Spanish'],
  ])('"%s" → "%s": the part named with its skill is practised', (first, second, part, skill) => {
    const wanted = {
      action: { type: 'create_skill_entry', args: { skill_id: part, parent_skill_id: skill } },
    };
    expect(converse([first, second], wanted)).toEqual([]);
  });

  it.each([
    ['how much water did i have yesterday', 'what about on wednesday?', 'Wednesday 25 November'],
    ['pages read on the 24th?', 'and monday', 'Monday 23 November'],
  ])('"%s" → "%s" is the same question for that day', (first, second, day) => {
    const report = evaluateConversations([{ id: 'again', turns: [first, second], expect: { answer: true } }]);
    expect(report.misses).toEqual([]);
    const { reply } = evaluateConversations([
      { id: 'x', turns: [first, second], expect: { cancelled: true } },
    ]).misses[0] ?? { reply: '' };
    expect(reply).toContain(day);
  });
});

describe('with a proposal pending: asking that nothing change refuses it; a question after a set-up clause is answered', () => {
  it.each([
    ['link stretch to the marathon goal', 'nah, keep my goals the way they are'],
    ['change the water target to 10', 'on second thought leave it alone'],
  ])('"%s" → "%s" cancels', (first, second) => {
    expect(converse([first, second], { cancelled: true })).toEqual([]);
  });

  it.each([
    ['log 30 pages for today', 'one sec - how many pages did i read yesterday'],
    ['flossed today', 'quick thing first, which habit is my strongest'],
  ])('"%s" → "%s" is answered, not refused', (first, second) => {
    expect(converse([first, second], { answer: true })).toEqual([]);
  });

  it('an amount after a clause is still a correction: "make it 25, why not"', () => {
    expect(
      converse(['log 30 pages for today', 'make it 25, why not'], {
        action: { type: 'log_habit', args: { habit_id: 'Read', value_number: 25 } },
      }),
    ).toEqual([]);
  });
});

describe('asked which row, an answer naming only the row asks what to do with it, and "it" is then that row', () => {
  it.each([
    [['need to change a goal', 'the marathon', 'push it to june 30 2027'], 'Run a marathon', '2027-06-30'],
    [
      ['one of my goals has to be updated', 'spanish i mean', 'move it to march 1 2027'],
      'Learn Spanish',
      '2027-03-01',
    ],
  ])('%j', (turns, goal, date) => {
    const wanted = { action: { type: 'update_goal', args: { goal_id: goal, end_date: date } } };
    expect(converse(turns, wanted)).toEqual([]);
  });
});

describe('no turn of a conversation is answered with an empty reply', () => {
  it.each([
    ['gotta fix one of my habits', 'uhh', 'never mind'],
    ['edit a skill baseline pls', 'hmm', 'guitar, 12 hours'],
    ['could you give friday a focus', 'dunno yet', 'the dentist'],
    ['set up a new habit for me', 'pilates, 20 min', 'and also one for flossing'],
    ['how did i sleep', 'what about monday', 'ok log it'],
  ])('%s → %s → %s', (...turns) => {
    const messages: TChatMessage[] = [];
    for (const turn of turns) {
      messages.push({ role: 'user', content: turn });
      const { reply } = answerInConversation(messages, standardAccount, false);
      expect(reply.trim()).not.toBe('');
      messages.push({ role: 'assistant', content: reply });
    }
  });
});

const request = (message: string) => answerMessage(message, standardAccount, false).action;

describe('requests written in shorthand: a plus, a count of habits before a list, a dash or a writing verb before a focus', () => {
  it.each([
    ['30 pages + 10 glasses of water today', ['h-read', 'h-water']],
    ['floss + stretch both done today', ['h-floss', 'h-stretch']],
  ])('"%s" logs both', (message, habits) => {
    const steps = (request(message)?.actions ?? []) as { habit_id?: string }[];
    expect(steps.map((step) => step.habit_id)).toEqual(habits);
  });

  it.each([
    ['i want a few habits: yoga, piano, gardening', 3],
    ['gonna need 2 habits - cold showers, vitamins', 2],
  ])('"%s" makes %i habits', (message, count) => {
    const steps = (request(message)?.actions ?? []) as { type: string }[];
    expect(steps.map((step) => step.type)).toEqual(Array(count).fill('create_habit'));
  });

  it.each([
    ['focus for monday – dentist appointment', 'Dentist appointment'],
    ['focus for tomorrow - prep the slides', 'Prep the slides'],
    ["for tomorrow's focus write down: pay the bills", 'Pay the bills'],
    ['todays focus, jot down - book the vet', 'Book the vet'],
    ['focus today: gym + laundry', 'Gym + laundry'],
  ])('"%s" sets the focus %s', (message, focus) => {
    expect(request(message)).toMatchObject({ type: 'set_focus', focus });
  });
});

describe('requests said in other shapes: a passive, a name said after, a log that should read an amount', () => {
  it.each([
    ['journal habit can be archived now', { type: 'update_habit', habit_id: 'h-journal', active: false }],
    ['i want Stretch renamed to Mobility', { type: 'update_habit', habit_id: 'h-stretch', name: 'Mobility' }],
    [
      'change the Drink water name to just Water',
      { type: 'update_habit', habit_id: 'h-water', name: 'Water' },
    ],
    ['the floss count today should say 1', { type: 'log_habit', habit_id: 'h-floss' }],
    ['meditation for today must show 1', { type: 'log_habit', habit_id: 'h-meditate' }],
    [
      'guitar could use a strumming patterns subskill, name it strumming',
      { type: 'create_user_subskill', name: 'Strumming' },
    ],
    ['finished a 25 minute focus sprint, could you save that', { type: 'create_focus_session', minutes: 25 }],
  ])('"%s"', (message, action) => {
    expect(request(message)).toMatchObject(action);
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

describe('rows said to be on pause until a day are paused', () => {
  it.each([
    ['floss + stretch both on hold till tuesday', ['h-floss', 'h-stretch']],
    ['run and meditate are paused until thursday', ['h-run', 'h-meditate']],
  ])('"%s" pauses %j', (message, habits) => {
    const steps = (request(message)?.actions ?? []) as { habit_id?: string; pause?: unknown }[];
    expect(steps.map((step) => step.habit_id)).toEqual(habits);
    expect(steps.every((step) => step.pause !== undefined)).toBe(true);
  });

  it('"is journal paused until monday" is still a question', () => {
    expect(request('is journal paused until monday')).toBeNull();
  });
});

describe('asked for a new habit, an answer with a hedged amount after a comma is one habit', () => {
  it.each([
    ['could you set up a habit for me', 'pilates, about 20 min a day', 'Pilates', 20],
    ['make me a new habit pls', 'cold showers, like 3 min each morning', 'Cold showers', 3],
  ])('"%s" → "%s"', (first, second, name, target) => {
    const wanted = { action: { type: 'create_habit', args: { name, target, unit: 'minutes' } } };
    expect(converse([first, second], wanted)).toEqual([]);
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
