import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conversationTitleMaxLength,
  deriveConversationTitle,
  isPlaceholderTitle,
  titleFromMessage,
} from './conversation-title';

describe('isPlaceholderTitle', () => {
  it('treats no title, "new chat" in any case and hex ids as placeholders', () => {
    for (const title of [null, undefined, '', '   ', 'New chat', 'NEW CHAT', ' new chat ']) {
      expect(isPlaceholderTitle(title)).toBe(true);
    }
    expect(isPlaceholderTitle('3f2a9c1e')).toBe(true);
    expect(isPlaceholderTitle('0b7e1c2a-5d4f-4a3b-9c8d-112233445566')).toBe(true);
  });

  it('keeps real titles, including words made only of hex letters', () => {
    for (const title of ['Morning routine', 'Deadbeef', 'facade', 'New chat about running', 'abc123']) {
      expect(isPlaceholderTitle(title)).toBe(false);
    }
  });
});

describe('deriveConversationTitle', () => {
  it('titles a placeholder conversation by the first sentence of the message', () => {
    expect(deriveConversationTitle(null, 'Help me plan my week. I have 3 goals.')).toBe(
      'Help me plan my week',
    );
    expect(deriveConversationTitle('New Chat', 'How do I start running? Any tips')).toBe(
      'How do I start running?',
    );
    expect(deriveConversationTitle('  ', '  create   a habit\nto read every day')).toBe('create a habit');
  });

  it('leaves a conversation with a real title alone', () => {
    expect(deriveConversationTitle('Running plan', 'Something else entirely')).toBeNull();
  });

  it('gives no title for a message without words', () => {
    expect(deriveConversationTitle(null, '   ')).toBeNull();
    expect(deriveConversationTitle(null, '...')).toBeNull();
  });

  it('cuts a long sentence on a word boundary within 48 characters, without dangling punctuation', () => {
    const title = deriveConversationTitle(
      null,
      'Review my last two weeks of habits, goals and skills, then suggest one focus for tomorrow',
    );
    expect(title).toBe('Review my last two weeks of habits, goals and');
    expect(deriveConversationTitle(null, 'Plan a routine for my mornings, evenings, weekends')).toBe(
      'Plan a routine for my mornings, evenings',
    );
  });

  it('cuts a single very long word at 48 characters', () => {
    expect(titleFromMessage('a'.repeat(100))).toBe('a'.repeat(48));
  });

  it('never exceeds 48 characters, never has edge or repeated whitespace, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '.', ',', '?', 'é', '😀') }),
        (text) => {
          const title = titleFromMessage(text);
          expect(Array.from(title).length).toBeLessThanOrEqual(conversationTitleMaxLength);
          expect(title).toBe(title.trim());
          expect(title).not.toMatch(/\s{2}|\n/);
          expect(title).not.toMatch(/[,;:.]$/);
          expect(titleFromMessage(title)).toBe(title);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps a final question or exclamation mark as written, space and all', () => {
    // Found by the property below: "# !" became "#!", which the message never said.
    expect(titleFromMessage('# !')).toBe('# !');
    expect(titleFromMessage('Why now?')).toBe('Why now?');
  });

  it('keeps the start of the message: the title is a prefix of its whitespace-collapsed text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (text) => {
        const title = titleFromMessage(text);
        expect(text.replace(/\s+/g, ' ').trim().startsWith(title)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
