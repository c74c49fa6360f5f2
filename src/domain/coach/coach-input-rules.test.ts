import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSendCoachMessage, isCoachInputDisabled, shouldHintSignIn } from './coach-input-rules';

const idle = { pending: false, guest: false, remaining: null };

describe('coach input rules', () => {
  it('disables the input while a reply is pending', () => {
    expect(isCoachInputDisabled({ ...idle, pending: true })).toBe(true);
    expect(isCoachInputDisabled(idle)).toBe(false);
  });

  it('disables it for a guest with no requests left, never for a signed-in user', () => {
    expect(isCoachInputDisabled({ pending: false, guest: true, remaining: 0 })).toBe(true);
    expect(isCoachInputDisabled({ pending: false, guest: true, remaining: 1 })).toBe(false);
    expect(isCoachInputDisabled({ pending: false, guest: true, remaining: null })).toBe(false);
    expect(isCoachInputDisabled({ pending: false, guest: false, remaining: 0 })).toBe(false);
  });

  it('sends only text that is not blank, through an enabled input', () => {
    expect(canSendCoachMessage(idle, 'Plan my day')).toBe(true);
    expect(canSendCoachMessage(idle, ' \n ')).toBe(false);
    expect(canSendCoachMessage({ ...idle, pending: true }, 'Plan my day')).toBe(false);
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 5 })),
        fc.string(),
        (pending, guest, remaining, text) => {
          const state = { pending, guest, remaining };
          if (canSendCoachMessage(state, text)) expect(isCoachInputDisabled(state)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('hints at signing in when a guest has 2 or fewer requests left', () => {
    expect(shouldHintSignIn({ ...idle, guest: true, remaining: 3 })).toBe(false);
    expect(shouldHintSignIn({ ...idle, guest: true, remaining: 2 })).toBe(true);
    expect(shouldHintSignIn({ ...idle, guest: true, remaining: 0 })).toBe(true);
    expect(shouldHintSignIn({ ...idle, guest: true, remaining: null })).toBe(false);
    expect(shouldHintSignIn({ ...idle, guest: false, remaining: 1 })).toBe(false);
  });
});
