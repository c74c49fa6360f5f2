import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationIdOf } from './notification-id';

describe('notificationIdOf', () => {
  it('gives the same positive 32-bit integer for the same key, every time', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        const id = notificationIdOf(key);
        expect(Number.isInteger(id)).toBe(true);
        expect(id).toBeGreaterThanOrEqual(0);
        expect(id).toBeLessThan(2 ** 31);
        expect(notificationIdOf(key)).toBe(id);
      }),
    );
  });

  it('tells a week of one reminder’s days apart', () => {
    const ids = ['20', '21', '22', '23', '24', '25', '26'].map((day) =>
      notificationIdOf(`3f9c2d1e-0000-4000-8000-000000000001:2026-11-${day}`),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
