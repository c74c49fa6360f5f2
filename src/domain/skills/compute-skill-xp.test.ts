import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeLevelFromXp,
  computeSkillHours,
  computeSkillXp,
  computeXpToNextLevel,
  type TSkillXpInput,
} from './compute-skill-xp';

const none: TSkillXpInput = { baselineHours: 0, practiceLogs: [], habitCompletions: [] };
const practiceLog = fc.record({
  seconds: fc.integer({ min: 1, max: 86_400 }),
  quality_rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
});
const habitCompletion = fc.record({
  weight: fc.double({ min: 0, max: 5, noNaN: true }),
  completions: fc.integer({ min: 0, max: 3650 }),
});
const xpInput = fc.record({
  baselineHours: fc.double({ min: 0, max: 10_000, noNaN: true }),
  practiceLogs: fc.array(practiceLog, { maxLength: 20 }),
  habitCompletions: fc.array(habitCompletion, { maxLength: 5 }),
});

describe('computeSkillXp', () => {
  it('gives 60 XP a baseline hour and 1 XP a practice minute at quality 3 or unrated', () => {
    expect(computeSkillXp({ ...none, baselineHours: 2 })).toBe(120);
    expect(computeSkillXp({ ...none, practiceLogs: [{ seconds: 1800, quality_rating: 3 }] })).toBe(30);
    expect(computeSkillXp({ ...none, practiceLogs: [{ seconds: 1800, quality_rating: null }] })).toBe(30);
  });

  it('scales practice by quality, from 0.6 at 1 to 1.4 at 5', () => {
    const xpAt = (quality_rating: number) =>
      computeSkillXp({ ...none, practiceLogs: [{ seconds: 6000, quality_rating }] });
    expect([1, 2, 3, 4, 5].map(xpAt)).toEqual([60, 80, 100, 120, 140]);
  });

  it('gives 10 XP per completed day of a linked habit, times its weight', () => {
    expect(
      computeSkillXp({
        ...none,
        habitCompletions: [
          { weight: 2, completions: 5 },
          { weight: 0, completions: 100 },
          { weight: 0.5, completions: 3 },
        ],
      }),
    ).toBe(115);
  });

  it('counts negative or unreadable amounts as nothing, and rounds down to whole XP', () => {
    expect(
      computeSkillXp({
        baselineHours: -5,
        practiceLogs: [
          { seconds: -60, quality_rating: 5 },
          { seconds: Number.NaN, quality_rating: 3 },
          { seconds: 90, quality_rating: 3 },
        ],
        habitCompletions: [{ weight: Number.POSITIVE_INFINITY, completions: 3 }],
      }),
    ).toBe(1);
  });

  it('never falls when practice, completions or baseline are added', () => {
    fc.assert(
      fc.property(
        xpInput,
        practiceLog,
        habitCompletion,
        fc.double({ min: 0, max: 100, noNaN: true }),
        (input, log, habit, hours) => {
          const xp = computeSkillXp(input);
          expect(Number.isInteger(xp)).toBe(true);
          expect(xp).toBeGreaterThanOrEqual(0);
          expect(
            computeSkillXp({ ...input, practiceLogs: [...input.practiceLogs, log] }),
          ).toBeGreaterThanOrEqual(xp);
          expect(
            computeSkillXp({ ...input, habitCompletions: [...input.habitCompletions, habit] }),
          ).toBeGreaterThanOrEqual(xp);
          expect(
            computeSkillXp({ ...input, baselineHours: input.baselineHours + hours }),
          ).toBeGreaterThanOrEqual(xp);
        },
      ),
    );
  });

  it('never gives less for a better rating of the same practice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), fc.integer({ min: 1, max: 4 }), (seconds, rating) => {
        const xpAt = (quality_rating: number) =>
          computeSkillXp({ ...none, practiceLogs: [{ seconds, quality_rating }] });
        expect(xpAt(rating + 1)).toBeGreaterThanOrEqual(xpAt(rating));
      }),
    );
  });
});

describe('computeXpToNextLevel', () => {
  it("follows Habitica's curve", () => {
    expect([1, 2, 3, 4, 5, 10, 50, 100].map(computeXpToNextLevel)).toEqual([
      150, 160, 170, 180, 200, 260, 1260, 3640,
    ]);
  });

  it('never asks less for a higher level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (level) => {
        expect(computeXpToNextLevel(level + 1)).toBeGreaterThanOrEqual(computeXpToNextLevel(level));
      }),
    );
  });
});

describe('computeLevelFromXp', () => {
  it('starts at level 1 and moves up at each threshold', () => {
    expect(computeLevelFromXp(0)).toEqual({ level: 1, xpIntoLevel: 0, xpForNextLevel: 150, progress: 0 });
    expect(computeLevelFromXp(149)).toMatchObject({ level: 1, xpIntoLevel: 149 });
    expect(computeLevelFromXp(150)).toEqual({ level: 2, xpIntoLevel: 0, xpForNextLevel: 160, progress: 0 });
    expect(computeLevelFromXp(390)).toEqual({
      level: 3,
      xpIntoLevel: 80,
      xpForNextLevel: 170,
      progress: 80 / 170,
    });
    expect(computeLevelFromXp(1780)).toMatchObject({ level: 10, xpIntoLevel: 0 });
    expect(computeLevelFromXp(600_000).level).toBe(172);
  });

  it('reads negative or unreadable XP as 0', () => {
    for (const xp of [-10, Number.NaN, Number.NEGATIVE_INFINITY])
      expect(computeLevelFromXp(xp).level).toBe(1);
  });

  it('never lowers the level for more XP, and always places XP inside its level', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (xp, more) => {
          const at = computeLevelFromXp(xp);
          expect(computeLevelFromXp(xp + more).level).toBeGreaterThanOrEqual(at.level);
          expect(at.xpIntoLevel).toBeGreaterThanOrEqual(0);
          expect(at.xpIntoLevel).toBeLessThan(at.xpForNextLevel);
          expect(at.xpForNextLevel).toBe(computeXpToNextLevel(at.level));
          expect(at.progress).toBeGreaterThanOrEqual(0);
          expect(at.progress).toBeLessThan(1);
        },
      ),
    );
  });

  it('gives back the XP it was given, as thresholds passed plus XP into the level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (xp) => {
        const { level, xpIntoLevel } = computeLevelFromXp(xp);
        let passed = 0;
        for (let below = 1; below < level; below += 1) passed += computeXpToNextLevel(below);
        expect(passed + xpIntoLevel).toBe(xp);
      }),
    );
  });
});

describe('computeSkillHours', () => {
  it('adds logged practice to the baseline', () => {
    expect(computeSkillHours(10, [{ seconds: 3600 }, { seconds: 1800 }])).toBe(11.5);
    expect(computeSkillHours(0, [])).toBe(0);
    expect(computeSkillHours(-3, [{ seconds: -60 }, { seconds: 7200 }])).toBe(2);
  });
});
