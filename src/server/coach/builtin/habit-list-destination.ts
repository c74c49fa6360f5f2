/**
 * "can you add Floss to my habits too", "put Make bed on my habit list", "stick journaling in my tracker as
 * well": a new habit said as a thing put somewhere. Where it goes (the list, the tracker) and the "too" after
 * it are no part of its name, and "put"/"stick"/"pop" ask for it as "add" does. Only a place that is the
 * user's list of habits is read: "put the kettle on" names no list.
 */
const putVerbs = '(?:add|put|stick|pop|throw|chuck|slap|include|get)';
const listPlace =
  '(?:to|on|onto|in|into)\\s+(?:my|the|our)\\s+(?:(?:daily\\s+)?habits?(?:\\s+(?:list|tracker))?|(?:habit\\s+|daily\\s+)?(?:list|tracker|routine))';
const closingWords = '(?:\\s+(?:too|as well|also|please|pls|plz|thanks|aswell))*';
const putOnList = new RegExp(`\\b${putVerbs}\\s+(.+?)\\s+${listPlace}\\b${closingWords}`);

/** The message with "add X to my habits (too)" said as "add X", or the message as it was. */
export function withoutListDestination(text: string): string {
  const put = putOnList.exec(text);
  if (put === null || put[1] === undefined || /^(?:it|that|this|them)$/.test(put[1])) return text;
  return `${text.slice(0, put.index)}add ${put[1]}${text.slice(put.index + put[0].length)}`;
}
