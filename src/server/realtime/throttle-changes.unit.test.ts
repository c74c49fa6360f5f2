import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeKinds, type TChangeKind } from '../../domain/realtime/change-event';
import { throttleChanges } from './throttle-changes';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function record() {
  const sent: { kind: TChangeKind; at: number }[] = [];
  const throttle = throttleChanges((kind) => sent.push({ kind, at: performance.now() }));
  return { sent, throttle };
}

describe('throttleChanges', () => {
  it('sends a lone change at once, and coalesces a burst of one kind into one event', () => {
    const { sent, throttle } = record();
    throttle.push('habit_logs');
    vi.advanceTimersByTime(0);
    expect(sent.map((event) => event.kind)).toEqual(['habit_logs']);
    for (let i = 0; i < 50; i += 1) throttle.push('habit_logs');
    vi.advanceTimersByTime(2_000);
    expect(sent.map((event) => event.kind)).toEqual(['habit_logs', 'habit_logs']);
  });

  it('sends different kinds 500 ms apart, and nothing after stop', () => {
    const { sent, throttle } = record();
    throttle.push('goals');
    throttle.push('skills');
    throttle.push('habits');
    vi.advanceTimersByTime(499);
    expect(sent.map((event) => event.kind)).toEqual(['goals']);
    vi.advanceTimersByTime(1);
    expect(sent.map((event) => event.kind)).toEqual(['goals', 'skills']);
    throttle.stop();
    vi.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(2);
  });

  it('never sends more than 2 events in any second, and never drops a kind', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 700 }), fc.constantFrom(...changeKinds)), {
          maxLength: 40,
        }),
        (pushes) => {
          const { sent, throttle } = record();
          for (const [wait, kind] of pushes) {
            vi.advanceTimersByTime(wait);
            throttle.push(kind);
          }
          vi.advanceTimersByTime(changeKinds.length * 500 + 1);
          for (let i = 2; i < sent.length; i += 1)
            expect((sent[i]?.at ?? 0) - (sent[i - 2]?.at ?? 0)).toBeGreaterThanOrEqual(1_000);
          expect(new Set(sent.map((event) => event.kind))).toEqual(new Set(pushes.map(([, kind]) => kind)));
          throttle.stop();
        },
      ),
      { numRuns: 100 },
    );
  });
});
