import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TProposedAction } from './chat-types';
import { defaultCoachReply, fillEmptyReply } from './fill-empty-reply';

const proposal: TProposedAction = {
  action: { type: 'create_habit', name: 'Read', target: 20, unit: 'pages' },
  preview: 'Create habit "Read" — 20 pages daily',
  warnings: [],
  idempotency_key: 'key-1',
};

describe('fillEmptyReply', () => {
  it('keeps a reply that has text', () => {
    expect(fillEmptyReply('Here is a plan.', proposal)).toBe('Here is a plan.');
    expect(fillEmptyReply('  Hi  ', null)).toBe('  Hi  ');
  });

  it('uses the action’s preview for an empty or blank reply', () => {
    expect(fillEmptyReply('', proposal)).toBe('Create habit "Read" — 20 pages daily');
    expect(fillEmptyReply(' \n\t ', proposal)).toBe('Create habit "Read" — 20 pages daily');
  });

  it('falls back to the spec’s default reply without an action', () => {
    expect(fillEmptyReply('', null)).toBe(
      'I’m here to help. We can plan your day, create a habit or goal, review your analytics, or set a focus for today.',
    );
    expect(fillEmptyReply('   ', { ...proposal, preview: ' ' })).toBe(defaultCoachReply);
  });

  it('never answers blank text', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (reply, preview) => {
        const action = preview === null ? null : { ...proposal, preview };
        expect(fillEmptyReply(reply, action).trim()).not.toBe('');
      }),
      { numRuns: 200 },
    );
  });
});
