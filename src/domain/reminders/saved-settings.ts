import type { TReminderSettings, TUpdateReminderSettings } from './reminders-api';

/**
 * The settings shown after one save answers: only the fields that save changed are taken from its
 * answer. Saves can answer out of order (quiet hours saved, then the switch clicked), and an answer
 * also carries the fields it did not touch as they were when it ran: taking them whole would put an
 * older value back over a newer one.
 */
export function mergeSavedSettings(
  shown: TReminderSettings | undefined,
  saved: TReminderSettings,
  change: TUpdateReminderSettings,
): TReminderSettings {
  if (!shown) return saved;
  return {
    all_off: change.all_off === undefined ? shown.all_off : saved.all_off,
    quiet_start: change.quiet_start === undefined ? shown.quiet_start : saved.quiet_start,
    quiet_end: change.quiet_end === undefined ? shown.quiet_end : saved.quiet_end,
  };
}
