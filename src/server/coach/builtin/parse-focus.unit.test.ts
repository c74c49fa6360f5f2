import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

describe('focus sessions', () => {
  it('never logs more than one sitting can hold as a single session', () => {
    expect(proposed('log 600 minutes of deep work')).not.toMatchObject({
      type: 'create_focus_session',
    });
    expect(proposed('log 50 minutes of deep work')).toMatchObject({
      type: 'create_focus_session',
      minutes: 50,
    });
  });
});
