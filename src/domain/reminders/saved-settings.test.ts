import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TReminderSettings } from './reminders-api';
import { mergeSavedSettings } from './saved-settings';

const quietSaved: TReminderSettings = { all_off: false, quiet_start: '22:00', quiet_end: '07:00' };

describe('mergeSavedSettings', () => {
  it('keeps the switch turned off when the quiet-hours save answers after it', () => {
    const afterSwitch: TReminderSettings = { all_off: true, quiet_start: null, quiet_end: null };
    const shown = mergeSavedSettings(afterSwitch, quietSaved, { quiet_start: '22:00', quiet_end: '07:00' });
    expect(shown).toEqual({ all_off: true, quiet_start: '22:00', quiet_end: '07:00' });
  });

  it('takes the whole answer when nothing is shown yet', () => {
    expect(mergeSavedSettings(undefined, quietSaved, { all_off: false })).toEqual(quietSaved);
  });

  it('whatever order two saves answer in, each field ends as its own save left it', () => {
    const settings = fc.record({
      all_off: fc.boolean(),
      quiet_start: fc.constantFrom(null, '21:00', '22:30'),
      quiet_end: fc.constantFrom(null, '06:00', '07:15'),
    });
    fc.assert(
      fc.property(
        settings,
        fc.boolean(),
        fc.constantFrom('21:00', '22:30'),
        fc.boolean(),
        (start, allOff, quiet, switchFirst) => {
          const switchChange = { all_off: allOff };
          const quietChange = { quiet_start: quiet, quiet_end: '06:00' };
          // The server ran the switch's save first, so the quiet answer carries the new switch, or the other way round.
          const afterBoth = { all_off: allOff, quiet_start: quiet, quiet_end: '06:00' };
          const switchAnswer = switchFirst ? { ...start, all_off: allOff } : afterBoth;
          const quietAnswer = switchFirst ? afterBoth : { ...start, quiet_start: quiet, quiet_end: '06:00' };
          const answeredSwitchLast = mergeSavedSettings(
            mergeSavedSettings(start, quietAnswer, quietChange),
            switchAnswer,
            switchChange,
          );
          const answeredQuietLast = mergeSavedSettings(
            mergeSavedSettings(start, switchAnswer, switchChange),
            quietAnswer,
            quietChange,
          );
          expect(answeredSwitchLast).toEqual(afterBoth);
          expect(answeredQuietLast).toEqual(afterBoth);
        },
      ),
    );
  });
});
