import { describe, expect, it } from 'vitest';
import { validateAction } from '../../../../domain/actions/validate-action';
import { answerMessage } from '../answer-message';
import { buildActionContext } from '../build-action-context';
import { fixtures } from './coach-fixtures';
import {
  canonicalAction,
  coachEvalCases,
  evaluateBuiltinCoach,
  formatMisses,
  matchesExpected,
} from './evaluate-builtin-coach';
import { formatRight, frozenSets } from './frozen-sets';

// Each test answers the whole development set (5,400 messages): 10-20 s on a quiet machine, and past a minute on
// a machine running CI beside other work. The limit catches a hang, not slowness (that is `npm run bench`).
const wholeSetTimeout = 180_000;
describe('the built-in coach on the evaluation set', () => {
  it('has at least 120 cases, each with a known fixture', () => {
    expect(coachEvalCases.length).toBeGreaterThanOrEqual(120);
    for (const evalCase of coachEvalCases) expect(Object.keys(fixtures)).toContain(evalCase.fixture);
  });

  it(
    'proposes what was meant in at least 90% of the cases',
    () => {
      const report = evaluateBuiltinCoach();
      const summary = `accuracy ${(report.accuracy * 100).toFixed(1)}% (${report.passed}/${report.total})\n${formatMisses(report.misses)}`;
      expect(report.accuracy, summary).toBeGreaterThanOrEqual(0.9);
    },
    wholeSetTimeout,
  );

  it(
    'proposes only actions that pass validation for the user they were made for',
    () => {
      for (const evalCase of coachEvalCases) {
        const context = fixtures[evalCase.fixture as keyof typeof fixtures];
        const { action } = answerMessage(evalCase.message, context, evalCase.fixture === 'guest');
        if (action === null) continue;
        const result = validateAction(action, buildActionContext(context));
        expect(result.ok ? [] : result.errors, `${evalCase.id} "${evalCase.message}"`).toEqual([]);
      }
    },
    wholeSetTimeout,
  );
});

// Each frozen set: its least size, and its floor. Ids are unique across it and every set before it.
describe.each(frozenSets.map((set, index) => ({ ...set, earlier: frozenSets.slice(0, index) })))(
  'the built-in coach on the $label (never tuned on)',
  ({ label, cases, leastSize, floor, earlier }) => {
    it('is large enough, each case with a known fixture and an id unique across the sets', () => {
      expect(cases.length).toBeGreaterThanOrEqual(leastSize);
      const ids = [coachEvalCases, ...earlier.map((set) => set.cases), cases]
        .flat()
        .map((evalCase) => evalCase.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const evalCase of cases) expect(Object.keys(fixtures)).toContain(evalCase.fixture);
    });

    it('stays at or above its recorded accuracy', () => {
      const report = evaluateBuiltinCoach(cases);
      expect(report.passed, `${label}: ${formatRight(report.passed, report.total)}`).toBeGreaterThanOrEqual(
        floor,
      );
    });
  },
);

describe('matchesExpected', () => {
  it('compares text without case, numbers exactly and arrays as a prefix', () => {
    expect(matchesExpected({ name: 'read' }, { name: ' Read ', target: 20 })).toBe(true);
    expect(matchesExpected({ target: 20 }, { target: 21 })).toBe(false);
    expect(matchesExpected({ actions: [{ type: 'a' }] }, { actions: [{ type: 'a' }, { type: 'b' }] })).toBe(
      true,
    );
    expect(matchesExpected({ actions: [{ type: 'a' }, { type: 'b' }] }, { actions: [{ type: 'a' }] })).toBe(
      false,
    );
    expect(matchesExpected(null, null)).toBe(true);
    expect(matchesExpected(null, { type: 'a' })).toBe(false);
  });

  it('reads a goal’s title as its name on a new goal and a change alike, as the server does (decision 0054)', () => {
    const said = { type: 'create_goal', title: 'Learn to swim' };
    expect(
      matchesExpected(canonicalAction(said), canonicalAction({ type: 'create_goal', name: 'Learn to swim' })),
    ).toBe(true);
    expect(canonicalAction({ type: 'update_goal', goal_id: 'g1', title: 'Run a 10k' })).toEqual({
      type: 'update_goal',
      goal_id: 'g1',
      name: 'Run a 10k',
    });
    expect(canonicalAction({ type: 'create_habit', title: 'Read' })).toEqual({
      type: 'create_habit',
      title: 'Read',
    });
  });

  it('takes "Do yoga" and "Yoga" for one habit’s name, and nothing else for it', () => {
    expect(matchesExpected({ name: 'Do yoga' }, { name: 'Yoga' })).toBe(true);
    expect(matchesExpected({ name: 'Yoga' }, { name: 'Do yoga' })).toBe(true);
    expect(matchesExpected({ name: 'Do the dishes' }, { name: 'Dishes' })).toBe(false);
    expect(matchesExpected({ name: 'Yoga' }, { name: 'Pilates' })).toBe(false);
  });

  it('takes a name and its inflection for one habit’s name, never a synonym or another word', () => {
    expect(matchesExpected({ name: 'Journal' }, { name: 'Journaling' })).toBe(true);
    expect(matchesExpected({ name: 'Walk the dog' }, { name: 'Walking the dog' })).toBe(true);
    expect(matchesExpected({ name: 'Swim' }, { name: 'Swimming' })).toBe(true);
    expect(matchesExpected({ name: 'Sketch' }, { name: 'Draw' })).toBe(false);
    expect(matchesExpected({ name: 'Run' }, { name: 'Jog' })).toBe(false);
    expect(matchesExpected({ name: 'Read' }, { name: 'Read books' })).toBe(false);
    expect(matchesExpected({ name: 'Floss' }, { name: 'Stretch' })).toBe(false);
  });

  it('takes a unit in its British or American spelling for one unit, never another unit (decision 0053)', () => {
    expect(matchesExpected({ unit: 'litres' }, { unit: 'liters' })).toBe(true);
    expect(matchesExpected({ unit: 'kilometres' }, { unit: 'Kilometers' })).toBe(true);
    expect(matchesExpected({ unit: 'metres' }, { unit: 'meters' })).toBe(true);
    expect(matchesExpected({ unit: 'litres' }, { unit: 'glasses' })).toBe(false);
    expect(matchesExpected({ unit: 'km' }, { unit: 'kilometers' })).toBe(false);
  });
});
