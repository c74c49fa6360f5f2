import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assistantUnavailableMessage,
  assistantUnreachableMessage,
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
