import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '../../../domain/coach/chat-types';
import { standardAccount } from './eval/coach-standard-fixture';
import { pendingBefore } from './pending-before';

describe('pendingBefore', () => {
  it('replays the last few messages with only those as history, however long the chat', () => {
    const messages: TChatMessage[] = Array.from({ length: 81 }, (_, index) =>
      index % 2 === 0
        ? { role: 'user', content: `and flossed too ${index}` }
        : { role: 'assistant', content: 'ok' },
    );
    const histories: number[] = [];
    pendingBefore(messages, standardAccount, false, (history) => {
      histories.push(history.length);
      return { reply: 'ok', action: null };
    });
    // A replay that saw the whole chat would replay its own earlier messages again, and so on: a cost that
    // doubles every few messages (40 additions took seconds).
    expect(histories.length).toBeGreaterThan(0);
    expect(histories.length).toBeLessThanOrEqual(4);
    expect(Math.max(...histories)).toBeLessThanOrEqual(8);
  });
});
