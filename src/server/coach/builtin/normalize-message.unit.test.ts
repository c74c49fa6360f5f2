import { describe, expect, it } from 'vitest';
import { normalizeMessage } from './normalize-message';
import { proposed } from './test/coach-test-helpers';

describe('arrows and check marks', () => {
  it('reads an arrow as "to" and a check mark as "done", ending what it follows', () => {
    expect(normalizeMessage('rename Read → Reading')).toBe('rename read to reading');
    expect(normalizeMessage('run -> jog')).toBe('run to jog');
    expect(normalizeMessage('Stretch ✔️ Journal ✅')).toBe('stretch done, journal done');
    expect(normalizeMessage('meditation done ✅')).toBe('meditation done');
    expect(proposed('Stretch ✔️ Journal ✅')).toMatchObject({
      type: 'batch',
      actions: [{ habit_id: 'h-stretch' }, { habit_id: 'h-journal' }],
    });
  });
});
