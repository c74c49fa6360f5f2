import { describe, expect, it } from 'vitest';
import { answer } from './test/coach-test-helpers';

describe('an opener that only says the speaker is frank', () => {
  it.each([
    'tbh thanks so much for all your help',
    'to be honest thank you very much for the advice 🙏',
    'seriously, thank u so much',
  ])('"%s" is thanks, answered with no action', (message) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).toMatch(/welcome/i);
  });

  it.each([
    'ngl i crushed it today',
    'honestly i nailed it this week',
    'not going to lie, i smashed it today',
  ])('"%s" is good news, never a focus or a habit', (message) => expect(answer(message).action).toBeNull());

  it('a report after the opener is still read', () => {
    expect(answer('honestly i read 20 pages today').action).toMatchObject({
      type: 'log_habit',
      value_number: 20,
    });
  });
});
