import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TChatMessage } from './chat-types';
import { guestChatLimit, parseStoredGuestChat, trimGuestChat } from './guest-chat';

const message = fc.record({
  role: fc.constantFrom<TChatMessage['role']>('user', 'assistant'),
  content: fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
});

describe('trimGuestChat', () => {
  it('keeps the last 50 messages, in order', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 120 }), (messages) => {
        const kept = trimGuestChat(messages);
        expect(kept.length).toBe(Math.min(messages.length, 50));
        expect(kept).toEqual(messages.slice(messages.length - kept.length));
      }),
      { numRuns: 100 },
    );
    expect(guestChatLimit).toBe(50);
  });
});

describe('parseStoredGuestChat', () => {
  it('reads back what was stored, trimmed to the limit', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 80 }), (messages) => {
        expect(parseStoredGuestChat(JSON.stringify(messages))).toEqual(trimGuestChat(messages));
      }),
      { numRuns: 100 },
    );
  });

  it('drops entries that are not chat messages and ignores broken storage', () => {
    const stored = JSON.stringify([
      { role: 'user', content: 'Hi', extra: 1 },
      { role: 'system', content: 'no' },
      { role: 'assistant', content: '' },
      { role: 'assistant' },
      'text',
      null,
      { role: 'assistant', content: 'Hello!' },
    ]);
    expect(parseStoredGuestChat(stored)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
    ]);
    for (const raw of [null, '', '{', '{"role":"user"}', '42', 'null']) {
      expect(parseStoredGuestChat(raw)).toEqual([]);
    }
  });

  it('never throws on any stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        expect(Array.isArray(parseStoredGuestChat(raw))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
