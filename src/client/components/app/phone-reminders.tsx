import { usePhoneReminders } from '../../hooks/use-phone-reminders';

/** The phone's own reminders (issue 21), mounted only in the apps: a chunk the web app never loads. */
export function PhoneReminders() {
  usePhoneReminders(true);
  return null;
}
