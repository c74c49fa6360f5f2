type TDayCheck = {
  /** The user's date by this device's clock now. */
  currentDay: string;
  /** The user's today when the page last read it from the server. */
  loadedToday: string;
  /** The date a check last asked the server for, or null. */
  askedFor: string | null;
  /** The page has just become visible again (a woken device, an app back from the background). */
  pageReturned: boolean;
};

/**
 * Whether a page showing `loadedToday` should read the day again. A minute's check asks once per new
 * date, so a device whose clock runs ahead of the server's does not ask every minute; a return to the
 * page always asks, as the user is looking.
 */
export function shouldReadNewDay({ currentDay, loadedToday, askedFor, pageReturned }: TDayCheck): boolean {
  if (currentDay === loadedToday) return false;
  return pageReturned || askedFor !== currentDay;
}
