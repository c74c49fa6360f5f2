import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '../../../domain/coach/chat-types';
import { answerInConversation } from './answer-in-conversation';
import { standardAccount } from './eval/coach-standard-fixture';

/**
 * No turn of a conversation is answered with an empty reply (answerInConversation).
 */

describe('no turn of a conversation is answered with an empty reply', () => {
  it.each([
    ['gotta fix one of my habits', 'uhh', 'never mind'],
    ['edit a skill baseline pls', 'hmm', 'guitar, 12 hours'],
    ['could you give friday a focus', 'dunno yet', 'the dentist'],
    ['set up a new habit for me', 'pilates, 20 min', 'and also one for flossing'],
    ['how did i sleep', 'what about monday', 'ok log it'],
  ])('%s → %s → %s', (...turns) => {
    const messages: TChatMessage[] = [];
    for (const turn of turns) {
      messages.push({ role: 'user', content: turn });
      const { reply } = answerInConversation(messages, standardAccount, false);
      expect(reply.trim()).not.toBe('');
      messages.push({ role: 'assistant', content: reply });
    }
  });
});
