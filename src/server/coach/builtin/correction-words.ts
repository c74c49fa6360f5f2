/**
 * "hang on, that was friday not today", "more like 50", "oh it was only 30", "ugh typo, meant 28": a
 * correction said as people say it, in the words the pending action's editors read ("friday", "make it
 * 50"). The day or amount it replaces ("not today", "not the 21st") is dropped, so only the new one is
 * read; so is whatever a closing "rather than …" names ("scale work rather than chords").
 */
const replaced =
  /\b(?:not|instead of|rather than) (?:today|yesterday|tonight|this morning|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:the )?\d{1,2}(?:st|nd|rd|th)(?: of [a-z]+)?|\d+(?:\.\d+)?(?: [a-z]+)?)\b|\b(?:instead of|rather than) [a-z ]+$/g;
const interjection =
  /^(?:(?:hang on|hold on|wait|ugh|oh|oops|whoops|sorry|typo|my bad|actually|no|nope|nah|hmm|erm|er|um|umm|uh|well)[,!.]?\s+)+/;
const amountSaid =
  /^(?:(?:it|that|the session|it's|its|that's|thats) (?:was|is|were)\s+)?(?:more like|closer to|nearer|only|just|meant|i meant|should (?:have been|be)|actually|really|about|around|(?:let's |lets )?(?:go|do|try)(?: with| for)?)(?:\s+(?:only|just|about|around|really))*\s+(\d+(?:\.\d+)?)\b/;

// "set the target at 600 km": a figure set "at" an amount is set to it ("at 6" alone is a time).
const setAt = /\b(target|goal|baseline|amount|limit)((?: [a-z]+)?) at (?=\d)/;

export function asCorrection(text: string): string {
  const said = text
    .replace(setAt, '$1$2 to ')
    .replace(replaced, '')
    .replace(interjection, '')
    .replace(/\s+/g, ' ')
    .trim();
  return said.replace(amountSaid, 'make it $1');
}
