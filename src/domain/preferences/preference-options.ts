/** The choices of user_preferences (spec sections 3 and 5), shared by the settings page and the validator. */
export const weekdayNames = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type TWeekday = (typeof weekdayNames)[number];

export const unitSystems = ['metric', 'imperial'] as const;
export type TUnitSystem = (typeof unitSystems)[number];

export const motivationStyles = ['achievement', 'social', 'mastery', 'autonomy'] as const;
export type TMotivationStyle = (typeof motivationStyles)[number];

/** A row created before the user chose anything: the time zone stays unset until the browser sends one. */
export const defaultWeekStart: TWeekday = 'monday';
export const defaultUnits: TUnitSystem = 'metric';

export function isWeekday(value: string): value is TWeekday {
  return (weekdayNames as readonly string[]).includes(value);
}

/** 0 for Sunday to 6 for Saturday, as Date#getUTCDay counts; the default for a name it does not know. */
export function readWeekdayIndex(name: string): number {
  const index = weekdayNames.indexOf(name as TWeekday);
  return index === -1 ? weekdayNames.indexOf(defaultWeekStart) : index;
}

/**
 * Whether this JavaScript engine knows the IANA zone ('Europe/Paris', 'UTC'). The engine's own list
 * (Intl.supportedValuesOf) differs between ICU versions (Asia/Kolkata or Asia/Calcutta), so the zone is
 * tried instead of looked up.
 */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
