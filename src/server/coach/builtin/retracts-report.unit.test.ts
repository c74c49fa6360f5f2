import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

describe('a report taken back by the user owning the slip', () => {
  it.each([
    [['ran yesterday', 'hmm i never ran yesterday, my mistake']],
    [['meditated this morning, log it', 'wait i didnt meditate today, silly me']],
    [['read 20 pages on monday', 'oh i hadnt read that day actually, got confused']],
  ])('%j', (turns) => {
    expect(converse(turns, { cancelled: true })).toEqual([]);
  });

  it('leaves a slip owned beside the right day to the correction', () => {
    expect(
      converse(['ran on monday', "didn't run monday, my bad, it was tuesday"], { cancelled: true }),
    ).not.toEqual([]);
  });
});
