import { describe, expect, it } from 'vitest';
import { replaceNumberWords } from './read-number-words';

describe('replaceNumberWords', () => {
  it.each([
    ['read twenty pages', 'read 20 pages'],
    ['twenty five minutes', '25 minutes'],
    ['twenty-five minutes', '25 minutes'],
    ['ten thousand steps', '10000 steps'],
    ['two hundred hours', '200 hours'],
    ['one hundred and twenty km', '120 km'],
    ['half an hour', '30 minutes'],
    ['an hour and a half', '90 minutes'],
    ['an hour', '1 hour'],
    ['a couple of glasses', '2 glasses'],
    ['a dozen eggs', '12 eggs'],
    ['eleven', '11'],
  ])('"%s" → "%s"', (input, expected) => expect(replaceNumberWords(input)).toBe(expected));

  it('leaves words that only contain number words alone', () => {
    expect(replaceNumberWords('someone often tends to network')).toBe('someone often tends to network');
  });
});
