import { describe, expect, it } from 'vitest';
import { findBestMatch, findByName, findFullMatches, stemWord } from './match-by-name';

const habits = [
  { id: 'read', name: 'Read' },
  { id: 'meditate', name: 'Meditate' },
  { id: 'water', name: 'Drink water' },
  { id: 'run', name: 'Run' },
  { id: 'journal', name: 'Journal' },
  { id: 'sight', name: 'Sight reading' },
  { id: 'floss', name: 'Floss' },
];

describe('stemWord', () => {
  it('gives word forms one stem', () => {
    expect(new Set(['meditate', 'meditated', 'meditating', 'meditation'].map(stemWord)).size).toBe(1);
    expect(stemWord('running')).toBe(stemWord('run'));
    expect(stemWord('ran')).toBe(stemWord('run'));
    expect(stemWord('journaling')).toBe(stemWord('journal'));
  });
});

describe('findByName', () => {
  it.each([
    ['mark meditation done', 'meditate'],
    ['i meditated this morning', 'meditate'],
    ['drank 6 glasses of water', 'water'],
    ['just finished my run', 'run'],
    ['ran 5 km', 'run'],
    ['journaled yesterday', 'journal'],
    ['did 30 min of sight reading', 'sight'],
    ['i read 25 pages', 'read'],
    ['jornal done', 'journal'],
    ['mark flosing as done', 'floss'],
    ['i flosed', 'floss'],
  ])('"%s" names %s', (text, id) => expect(findByName(text, habits)?.id).toBe(id));

  it('names nothing when no distinctive word is there', () => {
    expect(findByName('i did it today', habits)).toBeNull();
    expect(findByName('what is the weather', habits)).toBeNull();
  });

  it('says how well a name matched', () => {
    expect(findBestMatch('water', habits)).toMatchObject({ share: 0.5, count: 1 });
  });

  it('finds every habit named in full', () => {
    expect(findFullMatches('mark stretch, read and journal done', habits).map((row) => row.id)).toEqual([
      'read',
      'journal',
    ]);
  });
});
