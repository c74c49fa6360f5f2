import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { standardAccount } from './eval/coach-standard-fixture';
import { answer, pageFor } from './test/coach-test-helpers';

/**
 * A how-to question is looked up whatever figure or request words it holds, and one with no page says so
 * (answerMessage, findKnowledge).
 */

describe('a how-to question is looked up, whatever figure words it holds', () => {
  it('"how can i bounce back after a rough month" gets the lesson, also as a guest', () => {
    const reply = answerMessage('how can i bounce back after a rough month', standardAccount, true).reply;
    expect(reply).toContain('/in/education/recovering-after-a-missed-day');
  });

  it('"could i add an entry for a day last month" asks what the tracker can do', () => {
    expect(answer('could i add an entry for a day last month').reply).toContain('/docs/tracker');
  });

  it('"what makes a goal count as on pace in my analytics" is no list of goals', () => {
    expect(answer('what makes a goal count as on pace in my analytics').reply).not.toMatch(/^You have/);
  });

  it('"is there a way to pause a habit for a week" is answered, not proposed', () => {
    const { action, reply } = answer('is there a way to pause a habit for a week');
    expect(action).toBeNull();
    expect(reply).toContain('/docs/');
  });

  it('a problem said with no question mark is looked up before "not sure"', () => {
    expect(answer('made an account yesterday and still no welcome mail in my inbox').reply).toContain(
      '/docs/getting-started',
    );
  });
});

describe('a how-to question with no page says so, and help with wording is a question', () => {
  it.each(['can compound sync with my fitbit', 'can this app read my google fit steps'])(
    '"%s" points to the lessons',
    (message) => {
      const { reply, action } = answer(message);
      expect(action).toBeNull();
      expect(reply).toContain('/in/education');
    },
  );

  it('"help me word a plan so i stretch after waking up" is answered from the lessons', () => {
    const { reply, action } = answer('help me word a plan so i do yoga after waking up');
    expect(action).toBeNull();
    expect(reply).toContain('implementation-intentions');
  });

  it('a link to one view of a page is its address: "is there a url for one day of the tracker"', () => {
    expect(pageFor('is there a url for one day of the tracker')).toBe('docs/tracker');
  });
});

describe('products compared and a skill parts', () => {
  it.each(['which is better for running, strava or garmin', 'is duolingo or babbel better for spanish'])(
    '"%s" compares products: no page, the pointer, no figures',
    (message) => {
      const { reply, action } = answer(message);
      expect(action).toBeNull();
      expect(reply).toContain('/in/education');
    },
  );

  it('"show me the pieces my guitar skill is split into" lists its subskills, no new subskill', () => {
    const { reply, action } = answer('show me the pieces my guitar skill is split into');
    expect(action).toBeNull();
    expect(reply).toContain('Fingerstyle');
  });
});

describe('a focus timer, countdown or block is a focus session', () => {
  it('a question about one links the focus sessions page', () => {
    const { reply, action } = answer('does closing the app stop my focus countdown');
    expect(action).toBeNull();
    expect(reply).toContain('/docs/focus-sessions');
  });

  // What must not change: a focus block asked for is still logged.
  it('"log a 45 minute focus block" stays a request', () => {
    expect(answer('log a 45 minute focus block').action?.type).toBe('create_focus_session');
  });
});
