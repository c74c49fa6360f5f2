import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { standardAccount } from './eval/coach-standard-fixture';
import { answer as ask } from './test/coach-test-helpers';

describe('questions about which habits count toward which goals (issue 36)', () => {
  it.each([
    ['is run linked to any of my goals', /\*\*Run\*\* is linked to \*\*Run a marathon\*\* \(weight 2\)/],
    [
      'which habits count toward my marathon goal',
      /\*\*Run a marathon\*\* has 1 linked habit: \*\*Run\*\* \(weight 2\)/,
    ],
    ['is floss linked to anything?', /\*\*Floss\*\* isn't linked to any goal yet/],
    ['what are my habits linked to', /- \*\*Run\*\* → \*\*Run a marathon\*\*/],
  ])('"%s" is answered from the links, with no proposal', (message, reply) => {
    const answer = ask(message);
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(reply);
  });

  it('leaves how linking works to the help page, and a request to link to the link family', () => {
    expect(ask('how do i link a habit to a goal').reply).toContain('](/docs/goals)');
    expect(ask('link stretch to my marathon goal').action?.type).toBe('link_habit_to_goal');
  });

  it('tells a guest there are no figures of theirs', () => {
    const answer = answerMessage('is run linked to any of my goals', fixtures.guest, true);
    expect(answer.action).toBeNull();
    expect(answer.reply).not.toMatch(/weight/);
  });

  it('reads a context without links (an older provider turn) as none', () => {
    const { habit_goal_links: _links, ...withoutLinks } = standardAccount;
    expect(answerMessage('is run linked to any of my goals', withoutLinks, false).reply).toMatch(
      /isn't linked/,
    );
  });
});
