import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { withoutChatter } from './drop-chatter';
import { fixtures } from './eval/coach-fixtures';
import { foldSameDayReports } from './fold-same-day-reports';
import { findQuantity, findStatedTotal, withoutSetAside } from './read-quantities';

/**
 * Issue 25, round 8: one row per mechanism — what it reads, who says it, the message, and the action
 * expected (a subset match; null for none).
 */
const rows: [string, keyof typeof fixtures, string, Record<string, unknown> | null][] = [
  [
    'a full stop between two reports joins them as "and" does',
    'active_user',
    'meditation: done. journal: done.',
    { type: 'batch', actions: [{ habit_id: 'h-meditate' }, { habit_id: 'h-journal' }] },
  ],
  [
    'a decimal point is no full stop',
    'active_user',
    'my run today was 3.2k',
    { type: 'log_habit', habit_id: 'h-run', value_number: 3.2 },
  ],
  [
    "an amount in a goal's unit, not the habit's, changes the goal",
    'active_user',
    'actually I want to read 22 books not 20',
    { type: 'update_goal', goal_id: 'g-books', target_value: 22 },
  ],
  [
    "an amount in the habit's own unit still changes the habit",
    'active_user',
    'change reading to 30 pages',
    { type: 'update_habit', habit_id: 'h-read', target: 30 },
  ],
  [
    'the amount set aside is not the new target, nor its unit a word after it',
    'active_user',
    'book goal 15 rather than 20',
    { type: 'update_goal', goal_id: 'g-books', target_value: 15 },
  ],
  [
    'a clause of time closing a new habit is when, not what',
    'new_user',
    'read 10 pages as soon as I get home',
    { type: 'create_habit', name: 'Read', target: 10, unit: 'pages' },
  ],
  [
    'without an amount the cue stays in the name',
    'new_user',
    'read before bed',
    { type: 'create_habit', name: 'Read before bed' },
  ],
  [
    'two sittings of one habit on one day add up to one log',
    'active_user',
    'read 10 pages this morning and 15 tonight',
    { type: 'log_habit', habit_id: 'h-read', date: '2026-03-12', value_number: 25 },
  ],
  [
    '"more" in a later clause adds to the earlier one, whenever in the day it was',
    'active_user',
    'drank 3 glasses, then 2 more later',
    { type: 'log_habit', habit_id: 'h-water', value_number: 5 },
  ],
  [
    'one habit on two days stays two logs',
    'active_user',
    'ran 4k yesterday and 6k today',
    { type: 'batch', actions: [{ value_number: 4 }, { value_number: 6 }] },
  ],
  [
    'a total stated after an amount added is the baseline',
    'active_user',
    "add 1 more hour to my piano baseline, it's 13 hours now",
    { type: 'update_skill_baseline', skill_id: 's-piano', baseline_hours: 13 },
  ],
  [
    '"more" hours add to the baseline the skill has, as "more" adds to a day\'s log',
    'active_user',
    'add 10 more hours to my spanish baseline',
    { type: 'update_skill_baseline', skill_id: 's-spanish', baseline_hours: 50 },
  ],
  ['a placeholder names no habit', 'active_user', 'track something new for me', null],
  ['the words of a request to the coach name no habit', 'active_user', 'put down 10 for today', null],
  [
    'a closing "goal" whose amount was taken out is no part of the name, and the counted word is the unit',
    'new_user',
    'track pages read, goal of 25 a day',
    { type: 'create_habit', target: 25, unit: 'pages' },
  ],
  [
    '"forgot to log" is about the record: the report after it stands',
    'active_user',
    'forgot to log, ran 6 km on monday',
    { type: 'log_habit', habit_id: 'h-run', date: '2026-03-09', value_number: 6 },
  ],
  [
    "a week's first day composes with other settings",
    'active_user',
    'metric units, week starting monday',
    { type: 'update_user_preferences', units: 'metric', week_start: 'monday' },
  ],
  [
    'a label asking for new things goes before each item, and a whole read as nothing is read by clauses',
    'new_user',
    'set up: wake up at 6, cold shower, 10 min meditation',
    { type: 'batch', actions: [{ name: 'Wake up at 6' }, { name: 'Cold shower' }, { target: 10 }] },
  ],
  [
    "a lone habit measured in the message's own words is proposed",
    'new_user',
    'add 10 min meditation',
    { type: 'create_habit', name: 'Meditation', target: 10, unit: 'minutes' },
  ],
  [
    'a comma list of habits each paired with a goal is several links',
    'active_user',
    'running counts for the marathon, reading for the book goal',
    {
      type: 'batch',
      actions: [
        { habit_id: 'h-run', goal_id: 'g-marathon' },
        { habit_id: 'h-read', goal_id: 'g-books' },
      ],
    },
  ],
  [
    'a sentence that asks for nothing is left out of the requests',
    'active_user',
    'ok so today was busy. ran 5k in the morning and read maybe 20 pages before bed',
    { type: 'batch', actions: [{ habit_id: 'h-run' }, { habit_id: 'h-read' }] },
  ],
  [
    'a new habit asked for outright is no report of practice on a skill it names',
    'active_user',
    'new habit: 20 minutes of spanish podcasts',
    { type: 'create_habit', name: 'Spanish podcasts', target: 20, unit: 'minutes' },
  ],
  [
    '"skipping" a habit today is that day not done',
    'active_user',
    'skipping stretch today',
    { type: 'log_habit', habit_id: 'h-stretch', value_boolean: false },
  ],
  [
    'the activity said before "habit of" names it when only an amount follows',
    'new_user',
    'can you help me build a reading habit of 10 pages a day',
    { type: 'create_habit', name: 'Reading', target: 10, unit: 'pages' },
  ],
  [
    'with an amount, "get" is no part of the name',
    'new_user',
    'i want to get 7 hours of sleep every night',
    { type: 'create_habit', name: 'Sleep', target: 7, unit: 'hours' },
  ],
  [
    'a deadline by a day everyone knows',
    'new_user',
    'goal of saving 5000 by christmas',
    { type: 'create_goal', target_value: 5000, end_date: '2026-12-25' },
  ],
];

describe('round 8 mechanisms', () => {
  it.each(rows)('%s (%s: "%s")', (_what, fixture, message, expected) => {
    const { action } = answerMessage(message, fixtures[fixture], fixture === 'guest');
    if (expected === null) expect(action).toBeNull();
    else expect(action).toMatchObject(expected);
  });
});

describe('withoutSetAside', () => {
  it('leaves the amount wanted as the first one found, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom('not', 'rather than', 'instead of'),
        (wanted, setAside, word) => {
          const found = findQuantity(withoutSetAside(`make it ${wanted} books ${word} ${setAside} books`));
          expect(found?.value).toBe(wanted);
        },
      ),
    );
  });

  it('never throws and never adds an amount', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const before = (text.match(/\d+/g) ?? []).length;
        expect((withoutSetAside(text).match(/\d+/g) ?? []).length).toBeLessThanOrEqual(before);
      }),
    );
  });
});

describe('foldSameDayReports', () => {
  const context = fixtures.active_user;
  const log = (value: number, date = '2026-03-12') => ({
    type: 'log_habit',
    habit_id: 'h-water',
    date,
    value_number: value,
  });

  it('sums sittings on a day with nothing logged, and keeps other days apart', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 4 }), (amounts) => {
        const folded = foldSameDayReports(
          [...amounts.map((amount) => log(amount)), log(7, '2026-03-11')],
          context,
        );
        expect(folded).toHaveLength(2);
        expect(folded[0]?.value_number).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
        expect(folded[1]?.value_number).toBe(7);
      }),
    );
  });

  it('never lowers the day below what any one clause proposed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 40 }), fc.integer({ min: 8, max: 40 }), (first, second) => {
        // Yesterday already holds 8 glasses; each clause was read against it.
        const [folded] = foldSameDayReports([log(first, '2026-03-11'), log(second, '2026-03-11')], context);
        expect(folded?.value_number).toBeGreaterThanOrEqual(Math.max(first, second));
      }),
    );
  });
});

describe('findStatedTotal', () => {
  it('finds the total however the amount added before it is said', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom("it's", 'making it', 'for a total of'),
        (added, total, lead) => {
          const text = `add ${added} more hours to piano, ${lead} ${total} hours`;
          expect(findStatedTotal(text)?.value).toBe(total);
        },
      ),
    );
  });

  it('finds none in a plain amount', () => {
    expect(findStatedTotal('i have 60 hrs of spanish so far')).toBeNull();
  });
});

describe('withoutChatter', () => {
  it('never leaves nothing, and never drops a sentence with an amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 30 }), { minLength: 1, maxLength: 4 }),
        fc.nat(99),
        (sentences, n) => {
          const text = [...sentences, `ran ${n} km`].join('. ');
          const kept = withoutChatter(text, fixtures.active_user);
          expect(kept.trim()).not.toBe('');
          expect(kept).toContain(`ran ${n} km`);
        },
      ),
    );
  });
});
