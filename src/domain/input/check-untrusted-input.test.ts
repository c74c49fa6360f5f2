import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkJsonText, checkText, maxJsonDepth, measureJsonDepth } from './check-untrusted-input';

describe('the input boundary rules', () => {
  it('measures nesting as JSON.parse sees it, ignoring brackets inside strings', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const depthOf = (item: unknown): number =>
          item !== null && typeof item === 'object'
            ? 1 + Math.max(0, ...Object.values(item).map(depthOf))
            : 0;
        expect(measureJsonDepth(JSON.stringify(value))).toBe(depthOf(value));
      }),
    );
    expect(measureJsonDepth('{"a":"[[[[\\"{{"}')).toBe(1);
  });

  it('refuses JSON nested deeper than the bound without parsing it', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(checkJsonText(deep)).toMatchObject({ ok: false, tooDeep: true });
    const atBound = `${'['.repeat(maxJsonDepth)}${']'.repeat(maxJsonDepth)}`;
    expect(checkJsonText(atBound)).toEqual({ ok: true });
  });

  it('refuses NUL, other control characters and lone surrogates anywhere, keys included', () => {
    for (const bad of ['a\u0000b', '\u0007', '\u001b[31m', 'x\uD800', '\uDC00y']) {
      expect(checkText(bad, 'note')).not.toBeNull();
      expect(checkJsonText(JSON.stringify({ list: [{ deep: bad }] })).ok).toBe(false);
      expect(checkJsonText(JSON.stringify({ [bad]: 1 })).ok).toBe(false);
    }
  });

  it('keeps any text of printable characters, tabs and line breaks', () => {
    const printable = fc.string({
      unit: fc.constantFrom('a', 'é', '😀', '\t', '\n', '\r', ' ', '"', '{', '0', '-'),
    });
    fc.assert(
      fc.property(printable, (text) => {
        expect(checkText(text, 'note')).toBeNull();
      }),
    );
  });

  it('refuses dates outside the years 1900 to 9999 and keeps notes that start with a date', () => {
    for (const bad of [
      '0000-01-01',
      '1899-12-31',
      '10000-01-01',
      '0000-01-01T00:00:00Z',
      '+010000-01-01T00:00:00Z',
    ]) {
      expect(checkText(bad, 'date')?.message).toBe('date: dates must be between the years 1900 and 9999.');
    }
    for (const good of [
      '1900-01-01',
      '2026-11-25',
      '9999-12-31',
      '2026-11-25T10:00:00+01:00',
      '1850-01-01 was long ago',
    ]) {
      expect(checkText(good, 'date')).toBeNull();
    }
  });
});
