/**
 * "pause reading for today and tomorrow", "freeze journal saturday and sunday": in a pause, two days joined by
 * "and" are its first and last days, one span. Split as two requests, each clause paused the habit from today
 * with no end. Said as the span the pause reader knows ("from today through tomorrow"), it ends on the last day.
 */
const pauseVerb = String.raw`\b(?:paus(?:e|ed|ing)|freeze|suspend|hold off(?: on)?|take a break from)\b`;
const pausedDay = '(?:today|tomorrow|(?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)';
const pausedDayPair = new RegExp(
  String.raw`(${pauseVerb}.*?)\b(?:for |on )?(${pausedDay}),? (?:and|&|plus) (${pausedDay})\b(?! (?:and|too|as well)\b)`,
  'g',
);

/** The text with two days paused together said as one span from the first through the second. */
export function spanPausedDays(text: string): string {
  return text.replace(pausedDayPair, '$1from $2 through $3');
}
