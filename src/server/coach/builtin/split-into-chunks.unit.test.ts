import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitIntoChunks } from './split-into-chunks';

describe('splitIntoChunks', () => {
  it('cuts a reply into word groups', () => {
    expect(splitIntoChunks('one two three four five six', 4)).toEqual(['one two three four ', 'five six']);
  });

  it('gives back the reply exactly when the chunks are joined', () => {
    fc.assert(
      fc.property(fc.string(), (reply) => {
        expect(splitIntoChunks(reply).join('')).toBe(reply);
      }),
      { numRuns: 200 },
    );
  });
});
