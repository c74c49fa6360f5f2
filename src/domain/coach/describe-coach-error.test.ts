import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assistantUnavailableMessage,
  assistantUnreachableMessage,
  describeActionFailure,
  describeCoachError,
  unknownCoachErrorMessage,
} from './describe-coach-error';

describe('describeCoachError', () => {
  it('hides an upstream AI failure behind the spec’s unavailable message', () => {
    expect(describeCoachError(new Error('OPENAI_API error: 500 upstream'))).toBe(assistantUnavailableMessage);
    expect(describeCoachError(new Error('The OPENAI request timed out'))).toBe(
      'The assistant is temporarily unavailable. Please try again in a moment.',
    );
  });

  it('turns the browser’s network failure into the connection message', () => {
    expect(describeCoachError(new TypeError('Failed to fetch'))).toBe(
      'Unable to reach the assistant. Check your connection and try again.',
    );
    expect(describeCoachError(new TypeError('Failed to fetch'))).toBe(assistantUnreachableMessage);
  });

  it('shows any other error’s message as it is', () => {
    expect(describeCoachError(new Error('AI request failed (502)'))).toBe('AI request failed (502)');
    expect(describeCoachError(new Error('Rate limit: wait 3 min or sign in'))).toBe(
      'Rate limit: wait 3 min or sign in',
    );
  });

  it('says something went wrong for a thrown non-error or an empty message', () => {
    for (const thrown of ['boom', 42, null, undefined, { message: 'OPENAI' }]) {
      expect(describeCoachError(thrown)).toBe('Something went wrong.');
    }
    expect(describeCoachError(new Error(''))).toBe(unknownCoachErrorMessage);
  });

  it('always answers a non-empty text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().map((text) => new Error(text)),
          fc.anything(),
        ),
        (thrown) => {
          expect(describeCoachError(thrown).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('describeActionFailure', () => {
  it("shows the server's refusal as 'Action failed: …' (spec 8)", () => {
    expect(describeActionFailure(new Error('Habit not found or access denied'), 404)).toBe(
      'Action failed: Habit not found or access denied',
    );
    expect(describeActionFailure(new Error('Cannot log habit completion for future dates'), 400)).toBe(
      'Action failed: Cannot log habit completion for future dates',
    );
  });

  it("shows an action that never got a verdict as 'Failed to execute action: …' (spec 8)", () => {
    expect(describeActionFailure(new TypeError('Failed to fetch'), undefined)).toBe(
      'Failed to execute action: Unable to reach the assistant. Check your connection and try again.',
    );
    expect(describeActionFailure(new Error('Failed to execute action'), 500)).toBe(
      'Failed to execute action: the server could not run it. Please try again.',
    );
    expect(describeActionFailure(new Error('Batch execution failed: Failed to execute action'), 500)).toBe(
      'Failed to execute action: Batch execution failed: Failed to execute action',
    );
  });

  it('always opens with one of the two phrases the spec names', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.integer({ min: 400, max: 599 }), { nil: undefined }),
        (text, status) => {
          const shown = describeActionFailure(new Error(text), status);
          expect(shown.startsWith('Action failed: ') || shown.startsWith('Failed to execute action: ')).toBe(
            true,
          );
        },
      ),
    );
  });
});
