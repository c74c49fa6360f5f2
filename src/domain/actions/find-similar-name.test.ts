import { describe, expect, it } from 'vitest';
import { findSimilarName } from './find-similar-name';

describe('findSimilarName', () => {
  it('matches names equal but for case and spacing', () => {
    expect(findSimilarName('  morning   RUN ', ['Evening walk', 'Morning run'])).toBe('Morning run');
  });

  it('matches when one name contains the other', () => {
    expect(findSimilarName('Read', ['Read books'])).toBe('Read books');
    expect(findSimilarName('Read 20 pages', ['Read'])).toBe('Read');
  });

  it('matches names of 5 or more characters at most 2 edits apart', () => {
    expect(findSimilarName('Meditation', ['Meditaton'])).toBe('Meditaton');
    expect(findSimilarName('Journal', ['Jurnl'])).toBe('Jurnl');
    expect(findSimilarName('Journal', ['Jrnl'])).toBeNull();
  });

  it('does not call short names alike for a small edit', () => {
    expect(findSimilarName('Run', ['Fun'])).toBeNull();
    expect(findSimilarName('Swim', ['Slim'])).toBeNull();
  });

  it('finds nothing among unrelated or blank names', () => {
    expect(findSimilarName('Meditate', ['Read', 'Walk', '  '])).toBeNull();
    expect(findSimilarName(' ', ['Read'])).toBeNull();
  });
});
