import { describe, expect, it } from 'vitest';
import { normalizeMessage } from './normalize-message';
import { answer } from './test/coach-test-helpers';

/** A thing that runs out expires: the phrasal verb names no run. */
describe('"runs out" said of an invitation, a link or a trial', () => {
  it.each([
    [
      'does the invite link stop working once it runs out',
      'does the invite link stop working once it expires',
    ],
    ['what happens when my trial runs out', 'what happens when my trial expires'],
    ['the partner invitation ran out yesterday', 'the partner invitation expires yesterday'],
  ])('reads "%s" as expiring', (message, normalized) => {
    expect(normalizeMessage(message)).toBe(normalized);
  });

  it('answers how long an invitation lasts, not how often the user ran', () => {
    const { reply, action } = answer('how many days before a buddy invitation runs out');
    expect(action).toBeNull();
    expect(reply).toContain('/docs/accountability-and-sharing');
    expect(reply).not.toContain('**Run**');
  });

  it('leaves a run said with "out" alone', () => {
    expect(normalizeMessage('ran out of steam after 3 km')).toContain('ran out of steam');
  });
});
