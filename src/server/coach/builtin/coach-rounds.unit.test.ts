import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import roundCases from './coach-round-cases.json';
import { fixtures, type TFixtureName } from './eval/coach-fixtures';

/**
 * What each round of issue 25 taught the coach to read, one row per message (coach-round-cases.json):
 * the round, the topic and the mechanism, who says it, and the action expected (a subset match; null for
 * none). Tests of single readers, of replies and of properties stay in the coach-round-*.unit.test.ts
 * files; a new round adds rows here instead of a file of the same shape.
 */

type TRoundCase = {
  round: string;
  topic: string;
  what: string;
  fixture: TFixtureName;
  message: string;
  expect: Record<string, unknown> | null;
};

function isFixtureName(name: string): name is TFixtureName {
  return Object.hasOwn(fixtures, name);
}

const cases: TRoundCase[] = roundCases.cases.map((row) => {
  if (!isFixtureName(row.fixture)) throw new Error(`Unknown fixture ${row.fixture}`);
  return { ...row, fixture: row.fixture };
});
const rounds = [...new Set(cases.map((row) => row.round))];

describe.each(rounds)('issue 25, round %s', (round) => {
  it.each(cases.filter((row) => row.round === round))(
    '$topic — $what: "$message"',
    ({ fixture, message, expect: expected }) => {
      const { action } = answerMessage(message, fixtures[fixture], fixture === 'guest');
      if (expected === null) expect(action).toBeNull();
      else expect(action).toMatchObject(expected);
    },
  );
});
