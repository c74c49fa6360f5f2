/**
 * The day's agenda (issue 21): the titled blocks a planned day left (the coach's schedule_day), in start
 * order, each marked as over, under way, next or later against the clock.
 */

export type TAgendaBlock = {
  id: string;
  title: string;
  starts_at: string;
  minutes: number;
  /** Run as a focus session already. */
  focused: boolean;
};
export type TAgendaStatus = 'over' | 'now' | 'next' | 'later';
export type TAgendaItem = TAgendaBlock & { ends_at: string; status: TAgendaStatus };
type TTimedBlock = Pick<TAgendaBlock, 'title' | 'starts_at' | 'minutes'>;

const msPerMinute = 60_000;

export function labelAgenda<TBlock extends TTimedBlock>(
  blocks: readonly TBlock[],
  now: number,
): (TBlock & { ends_at: string; status: TAgendaStatus })[] {
  const sorted = [...blocks].sort(
    (a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.title.localeCompare(b.title),
  );
  let nextTaken = false;
  return sorted.map((block) => {
    const start = Date.parse(block.starts_at);
    const end = start + block.minutes * msPerMinute;
    const ends_at = new Date(end).toISOString();
    if (end <= now) return { ...block, ends_at, status: 'over' as const };
    if (start <= now) return { ...block, ends_at, status: 'now' as const };
    const status: TAgendaStatus = nextTaken ? 'later' : 'next';
    nextTaken = true;
    return { ...block, ends_at, status };
  });
}

/** "09:30" for a block's start in the user's time zone; the API's move takes the same form. */
export function formatClockTime(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(instant));
  const read = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${read('hour')}:${read('minute')}`;
}

export const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockTimeMessage = 'Enter a time such as 09:30';

/** Minutes since midnight of an "HH:MM" time. */
export function readClockMinutes(time: string): number | null {
  if (!clockTimePattern.test(time)) return null;
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}
