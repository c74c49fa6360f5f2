import { minutesPerDay, parseLooseTime } from '../dates/parse-loose-time';

/**
 * The hours a week's schedule for a goal adds up to (spec 4, "Goals"). Each entry is one block on one
 * day of the week, with times as hh:mm. An end before the start runs past midnight, so 24 hours are
 * added to it (22:00 to 06:00 is 8 hours); an end equal to the start is an empty block. Entries whose
 * times cannot be read count nothing. The total is rounded to one decimal.
 */
export type TScheduleEntry = { day?: string; start: string; end: string };

export function computeWeeklyHours(entries: readonly TScheduleEntry[]): number {
  const totalMinutes = entries.reduce((sum, entry) => sum + computeEntryMinutes(entry), 0);
  // Tenths of an hour are 6 minutes: rounding whole minutes by 6 avoids a float's 0.30000000000000004.
  return Math.round(totalMinutes / 6) / 10;
}

function computeEntryMinutes({ start, end }: TScheduleEntry): number {
  const startMinutes = parseLooseTime(start);
  const endMinutes = parseLooseTime(end);
  if (startMinutes === null || endMinutes === null) return 0;
  return endMinutes < startMinutes ? endMinutes + minutesPerDay - startMinutes : endMinutes - startMinutes;
}
