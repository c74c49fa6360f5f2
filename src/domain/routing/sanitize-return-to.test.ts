import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeReturnTo } from './sanitize-return-to';

const base = 'https://compound.invalid';

function isOnSite(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && new URL(path, base).origin === base;
}

describe('sanitizeReturnTo', () => {
  it('keeps same-site relative paths with their query and hash', () => {
    expect(sanitizeReturnTo('/app')).toBe('/app');
    expect(sanitizeReturnTo('/in/goals?tab=open#top')).toBe('/in/goals?tab=open#top');
    expect(sanitizeReturnTo('/u/ana%20b')).toBe('/u/ana%20b');
  });

  it('rejects absolute, protocol-relative and scheme URLs', () => {
    for (const value of [
      'https://evil.example/app',
      '//evil.example',
      '///evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'app',
      '',
      ' /app',
    ]) {
      expect(sanitizeReturnTo(value)).toBeNull();
    }
  });

  it('rejects backslash and control-character tricks', () => {
    for (const value of [
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      '/app\u0000',
    ]) {
      expect(sanitizeReturnTo(value)).toBeNull();
    }
  });

  it('rejects missing values', () => {
    expect(sanitizeReturnTo(null)).toBeNull();
    expect(sanitizeReturnTo(undefined)).toBeNull();
  });

  it('never yields an absolute or protocol-relative URL, whatever it is given', () => {
    const tricky = fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      ':',
      'http:',
      'https://',
      '\t',
      '\n',
      ' ',
      '%2F',
      '@',
      '.',
    );
    const input = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc
        .array(fc.oneof(tricky, fc.string({ maxLength: 4 })), { maxLength: 8 })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(input, (value) => {
        const result = sanitizeReturnTo(value);
        if (result !== null) {
          expect(isOnSite(result)).toBe(true);
          expect(result).toBe(value);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
