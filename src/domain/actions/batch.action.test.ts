import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rejectAction, type TActionModule } from './action-result';
import { createBatchAction, isTransactionalBatch, transactionalActionTypes } from './batch.action';

/** A stand-in catalogue: the real one is exercised in validate-action.test.ts. */
type TEcho = { type: 'echo'; text: string };
const echo: TActionModule<{ loud: boolean }, TEcho> = {
  validate: (input, context) => {
    const text = (input as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') return rejectAction(['Text is required']);
    return { ok: true, value: { type: 'echo', text }, warnings: context.loud ? ['Loud'] : [] };
  },
  preview: ({ text }) => `Say "${text}"`,
};
const batch = createBatchAction(echo);

describe('batch action', () => {
  it('validates each action and keeps their order', () => {
    expect(batch.validate({ actions: [{ text: 'a' }, { text: 'b' }] }, { loud: false })).toEqual({
      ok: true,
      value: {
        type: 'batch',
        actions: [
          { type: 'echo', text: 'a' },
          { type: 'echo', text: 'b' },
        ],
      },
      warnings: [],
    });
    expect(batch.validate({ steps: [{ text: 'a' }] }, { loud: false }).ok).toBe(true);
  });

  it('requires at least one action', () => {
    for (const payload of [{}, { actions: [] }, { actions: 'all of them' }]) {
      expect(batch.validate(payload, { loud: false })).toEqual({
        ok: false,
        errors: ['Batch must include at least one action'],
        warnings: [],
      });
    }
    expect(batch.validate(null, { loud: false })).toMatchObject({ errors: ['Invalid action format'] });
  });

  it('prefixes nested errors and warnings with their step', () => {
    expect(batch.validate({ actions: [{ text: 'a' }, {}, { text: 3 }] }, { loud: true })).toEqual({
      ok: false,
      errors: [
        'Nested action invalid: step 2: Text is required',
        'Nested action invalid: step 3: Text is required',
      ],
      warnings: ['step 1: Loud'],
    });
  });

  it('warns above 15 actions', () => {
    const actions = (count: number) => Array.from({ length: count }, (_, index) => ({ text: String(index) }));
    expect(batch.validate({ actions: actions(15) }, { loud: false }).warnings).toEqual([]);
    expect(batch.validate({ actions: actions(16) }, { loud: false }).warnings).toEqual([
      'Batch has 16 actions (more than 15)',
    ]);
  });

  it('refuses more than 50 actions', () => {
    const actions = (count: number) => Array.from({ length: count }, (_, index) => ({ text: String(index) }));
    expect(batch.validate({ actions: actions(50) }, { loud: false }).ok).toBe(true);
    expect(batch.validate({ actions: actions(51) }, { loud: false })).toMatchObject({
      ok: false,
      errors: ['Batch must include at most 50 actions'],
    });
  });

  it('previews every action in one line', () => {
    expect(batch.preview({ type: 'batch', actions: [{ type: 'echo', text: 'hi' }] })).toBe(
      'Run 1 action: Say "hi"',
    );
    expect(
      batch.preview({
        type: 'batch',
        actions: [
          { type: 'echo', text: 'a' },
          { type: 'echo', text: 'b' },
        ],
      }),
    ).toBe('Run 2 actions: Say "a"; Say "b"');
  });

  it('never throws, and an accepted batch holds one action per item', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.array(fc.oneof(fc.anything(), fc.record({ text: fc.string() }))),
        (input, actions) => {
          for (const payload of [input, { actions }]) {
            const result = batch.validate(payload, { loud: false });
            if (result.ok) expect(result.value.actions.length).toBe(actions.length);
            else expect(result.errors.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

describe('isTransactionalBatch', () => {
  it('is true only when every action may run in the one transaction', () => {
    expect(isTransactionalBatch(transactionalActionTypes.map((type) => ({ type })))).toBe(true);
    expect(isTransactionalBatch([{ type: 'create_habit' }, { type: 'link_habit_to_goal' }])).toBe(true);
    expect(isTransactionalBatch([{ type: 'create_habit' }, { type: 'log_habit' }])).toBe(false);
    expect(isTransactionalBatch([{ type: 'schedule_day' }])).toBe(false);
    expect(isTransactionalBatch([])).toBe(false);
  });
});
