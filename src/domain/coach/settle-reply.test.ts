import { describe, expect, it } from 'vitest';
import { defaultCoachReply, settleAssistantReply } from './settle-reply';

describe('settleAssistantReply', () => {
  it('keeps a reply that has text', () => {
    expect(settleAssistantReply(' Sure. ', null)).toBe(' Sure. ');
  });

  it('replaces an empty reply by the action’s message, or else the default reply', () => {
    expect(settleAssistantReply('  \n', { preview: 'Create habit "Read" — yes or no, daily' })).toBe(
      'Create habit "Read" — yes or no, daily. Shall I go ahead?',
    );
    expect(settleAssistantReply('', null)).toBe(defaultCoachReply);
  });
});
