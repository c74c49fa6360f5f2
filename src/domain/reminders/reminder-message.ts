import type { ReminderPushPayload } from './reminder-push';

export type TReminderSubject = {
  reminderId: string;
  habitId: string;
  habitName: string;
  type: 'boolean' | 'number';
  target: number | null;
  unit: string | null;
  /** The user's local date the reminder is for. */
  date: string;
  /** 0 for the scheduled send, 1 and up for snoozed ones. */
  sequence: number;
};

const maxName = 120;

/** The push a reminder sends: its habit by name, what the day asks for, one notification per habit and day. */
export function buildReminderPayload(subject: TReminderSubject): ReminderPushPayload {
  const name =
    subject.habitName.length > maxName ? `${subject.habitName.slice(0, maxName - 1)}…` : subject.habitName;
  const goal =
    subject.type === 'number' && subject.target !== null
      ? `Today's target: ${subject.target}${subject.unit ? ` ${subject.unit}` : ''}.`
      : 'Mark it done here once it is.';
  return {
    kind: 'habit-reminder',
    reminderId: subject.reminderId,
    habitId: subject.habitId,
    habitName: name,
    date: subject.date,
    title: subject.sequence > 0 ? `Still to do: ${name}` : `Time for ${name}`,
    body: goal,
    url: '/app',
    tag: `habit-${subject.habitId}-${subject.date}`,
  };
}
