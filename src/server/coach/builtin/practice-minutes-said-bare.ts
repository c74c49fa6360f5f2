/**
 * "and 10 on fingerstyle after", "and guitar scales for 20 too", "plus a quick 10 on chords": said beside a
 * pending practice log, a number with no unit is minutes, as the practice it joins was (people drop the
 * unit once it is set). The addition is then read as a practice request of its own. A number with a unit
 * ("half an hour", "1 hr", "40 mins") or a date ("on the 3rd") is left as it is.
 */
const unitSaid =
  /\b(?:h|hr|hrs|hours?|m|min|mins|minutes?|s|secs?|seconds?|sessions?)\b|\d+(?:h|m|min|mins)\b/;

const bareNumber = /\b(\d+(?:\.\d+)?)\b(?!(?:st|nd|rd|th)\b|[:/.]\d)/;

export function withBareMinutes(rest: string): string {
  if (unitSaid.test(rest)) return rest;
  return rest.replace(bareNumber, '$1 minutes');
}
