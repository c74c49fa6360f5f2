import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSuppressedError } from './is-suppressed-error';

describe('isSuppressedError', () => {
  it('suppresses the identifiable-element lookup failure', () => {
    expect(isSuppressedError({ message: 'Error: Could not find identifiable element for node' })).toBe(true);
  });

  it('suppresses errors thrown from a browser content script', () => {
    expect(
      isSuppressedError({ message: 'x is undefined', stack: 'at f (chrome-extension://abc/content.js:1:2)' }),
    ).toBe(true);
    expect(isSuppressedError({ message: 'boom', stack: 'at moz-extension://id/script.js:3:4' })).toBe(true);
  });

  it('keeps ordinary application errors', () => {
    expect(
      isSuppressedError({ message: 'Cannot read properties of undefined', stack: 'at /assets/app.js:1:1' }),
    ).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.record({ message: fc.option(fc.string()), stack: fc.option(fc.string()) }), (error) => {
        expect(typeof isSuppressedError(error)).toBe('boolean');
      }),
    );
  });
});
