import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReminderPayload } from './reminder-message';
import { ZReminderPushPayload } from './reminder-push';

const subject = {
  reminderId: 'r1',
  habitId: 'h1',
  habitName: 'Read',
  type: 'number' as const,
  target: 20,
  unit: 'pages',
  date: '2026-06-15',
  sequence: 0,
};

describe('buildReminderPayload', () => {
  it('names the habit and its target, and says when it comes back from a snooze', () => {
    const payload = buildReminderPayload(subject);
    expect(payload.title).toBe('Time for Read');
    expect(payload.body).toBe("Today's target: 20 pages.");
    expect(buildReminderPayload({ ...subject, sequence: 1 }).title).toBe('Still to do: Read');
    expect(payload.tag).toBe('habit-h1-2026-06-15');
  });

  it('always fits the push contract, whatever the habit is called', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), fc.option(fc.double({ noNaN: true })), (name, target) => {
        const payload = buildReminderPayload({ ...subject, habitName: name, target });
        expect(ZReminderPushPayload.safeParse(payload).success).toBe(true);
      }),
    );
  });
});
