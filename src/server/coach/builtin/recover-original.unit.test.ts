import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { recoverOriginal } from './recover-original';
import { proposed } from './test/coach-test-helpers';

describe('text recovered as typed', () => {
  it('leaves out quotes around the whole fragment, but not an apostrophe inside it', () => {
    expect(recoverOriginal("put 'Finish the essay' as my focus", "'finish the essay'")).toBe(
      'Finish the essay',
    );
    expect(recoverOriginal("call mum's dentist", "mum's dentist")).toBe("mum's dentist");
    expect(proposed("put 'finish the essay' as my focus", fixtures.new_user)).toMatchObject({
      focus: 'Finish the essay',
    });
  });
});
