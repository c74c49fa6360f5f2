import { describe, expect, it } from 'vitest';
import { validateAction } from '../../../../domain/actions/validate-action';
import { answerMessage } from '../answer-message';
import { buildActionContext } from '../build-action-context';
import { fixtures } from './coach-fixtures';
import {
  coachEvalCases,
  coachFrozenCases,
  coachFrozenCases2,
  coachFrozenCases3,
  coachFrozenCases4,
  evaluateBuiltinCoach,
  formatMisses,
  frozenAccuracyFloor,
  frozenBatch2AccuracyFloor,
  frozenBatch3AccuracyFloor,
  frozenBatch4AccuracyFloor,
  matchesExpected,
} from './evaluate-builtin-coach';

describe('the built-in coach on the evaluation set', () => {
  it('has at least 120 cases, each with a known fixture', () => {
    expect(coachEvalCases.length).toBeGreaterThanOrEqual(120);
    for (const evalCase of coachEvalCases) expect(Object.keys(fixtures)).toContain(evalCase.fixture);
  });

  it('proposes what was meant in at least 90% of the cases', () => {
    const report = evaluateBuiltinCoach();
    const summary = `accuracy ${(report.accuracy * 100).toFixed(1)}% (${report.passed}/${report.total})\n${formatMisses(report.misses)}`;
    expect(report.accuracy, summary).toBeGreaterThanOrEqual(0.9);
  });

  it('proposes only actions that pass validation for the user they were made for', () => {
    for (const evalCase of coachEvalCases) {
      const context = fixtures[evalCase.fixture as keyof typeof fixtures];
      const { action } = answerMessage(evalCase.message, context, evalCase.fixture === 'guest');
      if (action === null) continue;
      const result = validateAction(action, buildActionContext(context));
      expect(result.ok ? [] : result.errors, `${evalCase.id} "${evalCase.message}"`).toEqual([]);
    }
  });
});

describe('the built-in coach on the frozen set (never tuned on)', () => {
  it('has at least 200 cases, each with a known fixture and an id unique across both sets', () => {
    expect(coachFrozenCases.length).toBeGreaterThanOrEqual(200);
    const ids = [...coachEvalCases, ...coachFrozenCases].map((evalCase) => evalCase.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const evalCase of coachFrozenCases) expect(Object.keys(fixtures)).toContain(evalCase.fixture);
  });

  it('stays at or above its recorded accuracy', () => {
    const report = evaluateBuiltinCoach(coachFrozenCases);
    const summary = `frozen accuracy ${(report.accuracy * 100).toFixed(1)}% (${report.passed}/${report.total})`;
    expect(report.accuracy, summary).toBeGreaterThanOrEqual(frozenAccuracyFloor - 1e-9);
  });
});

describe('the built-in coach on the second frozen batch (never tuned on)', () => {
  it('has at least 120 cases, each with a known fixture and an id unique across the three sets', () => {
    expect(coachFrozenCases2.length).toBeGreaterThanOrEqual(120);
    const ids = [...coachEvalCases, ...coachFrozenCases, ...coachFrozenCases2].map((evalCase) => evalCase.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const evalCase of coachFrozenCases2) expect(Object.keys(fixtures)).toContain(evalCase.fixture);
  });

  it('stays at or above its recorded accuracy', () => {
    const report = evaluateBuiltinCoach(coachFrozenCases2);
    const summary = `frozen batch 2 accuracy ${(report.accuracy * 100).toFixed(1)}% (${report.passed}/${report.total})`;
    expect(report.accuracy, summary).toBeGreaterThanOrEqual(frozenBatch2AccuracyFloor - 1e-9);
  });
});

describe('the built-in coach on the third frozen batch (never tuned on)', () => {
  it('has at least 150 cases, each with a known fixture and an id unique across the four sets', () => {
    expect(coachFrozenCases3.length).toBeGreaterThanOrEqual(150);
    const sets = [coachEvalCases, coachFrozenCases, coachFrozenCases2, coachFrozenCases3];
    const ids = sets.flat().map((evalCase) => evalCase.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const evalCase of coachFrozenCases3) expect(Object.keys(fixtures)).toContain(evalCase.fixture);
  });

  it('stays at or above its recorded accuracy', () => {
    const report = evaluateBuiltinCoach(coachFrozenCases3);
    const summary = `frozen batch 3 accuracy ${(report.accuracy * 100).toFixed(1)}% (${report.passed}/${report.total})`;
    expect(report.accuracy, summary).toBeGreaterThanOrEqual(frozenBatch3AccuracyFloor - 1e-9);
  });
});

describe('the built-in coach on the fourth frozen batch (never tuned on)', () => {
  it('has at least 150 cases, each with a known fixture and an id unique across the five sets', () => {
    expect(coachFrozenCases4.length).toBeGreaterThanOrEqual(150);
    const sets = [coachEvalCases, coachFrozenCases, coachFrozenCases2, coachFrozenCases3, coachFrozenCases4];
    const ids = sets.flat().map((evalCase) => evalCase.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const evalCase of coachFrozenCases4) expect(Object.keys(fixtures)).toContain(evalCase.fixture);
  });

  it('stays at or above its recorded accuracy', () => {
    const report = evaluateBuiltinCoach(coachFrozenCases4);
    const summary = `frozen batch 4 accuracy ${(report.accuracy * 100).toFixed(1)}% (${report.passed}/${report.total})`;
    expect(report.accuracy, summary).toBeGreaterThanOrEqual(frozenBatch4AccuracyFloor - 1e-9);
  });
});

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
});
