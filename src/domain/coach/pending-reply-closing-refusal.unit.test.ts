import { describe, expect, it } from 'vitest';
import { classifyPendingReply } from './pending-reply';

/** A refusal said last, closed by "then" or an emoji, or a closing "no change", refuses the proposal. */
describe('a closing refusal with what people put after it', () => {
  it.each([
    'nahh forget it then',
    'hmm ok, cancel that then',
    'actually i havent yet, dont record it 🙈',
    'wait no, scrap it 😬',
    'thinking about it, keep my units, no changes',
    'on reflection, no change',
  ])('"%s" refuses', (reply) => {
    expect(classifyPendingReply(reply)).toBe('deny');
  });

  it.each(['no changes to the day, make it 30', 'make it 30 then'])('"%s" does not refuse', (reply) => {
    expect(classifyPendingReply(reply)).not.toBe('deny');
  });
});
