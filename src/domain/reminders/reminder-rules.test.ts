import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reminderSkipReason, type TReminderCheck } from './reminder-rules';

const sendable: TReminderCheck = {
  reminderEnabled: true,
  habitActive: true,
  allOff: false,
  quiet: null,
  localMinute: 8 * 60,
  dayState: 'due',
};

describe('reminderSkipReason', () => {
  it('sends a reminder for a habit still due, outside quiet hours, with reminders on', () => {
    expect(reminderSkipReason(sendable)).toBeNull();
  });

  it('names why a reminder stays silent', () => {
    expect(reminderSkipReason({ ...sendable, reminderEnabled: false })).toBe('reminder off');
    expect(reminderSkipReason({ ...sendable, habitActive: false })).toBe('reminder off');
    expect(reminderSkipReason({ ...sendable, allOff: true })).toBe('all reminders off');
    expect(reminderSkipReason({ ...sendable, quiet: { start: 22 * 60, end: 9 * 60 } })).toBe('quiet period');
    expect(reminderSkipReason({ ...sendable, dayState: 'done' })).toBe('habit done');
    expect(reminderSkipReason({ ...sendable, dayState: 'paused' })).toBe('habit paused');
  });

  it('never sends for a day that is not due, whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.record({
          reminderEnabled: fc.boolean(),
          habitActive: fc.boolean(),
          allOff: fc.boolean(),
          quiet: fc.option(fc.record({ start: fc.nat(1439), end: fc.nat(1439) })),
          localMinute: fc.nat(1439),
          dayState: fc.constantFrom('done', 'met', 'rest', 'paused' as const),
        }),
        (check) => {
          expect(reminderSkipReason(check)).not.toBeNull();
        },
      ),
    );
  });
});
