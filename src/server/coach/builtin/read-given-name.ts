/**
 * "Swimming as the name", "strumming patterns, thats the name", "the name is Swimming", "call it
 * listening": the answer to "what should it be called?" said with the words that say it is a name.
 * Those words are no part of the name; without them the answer reads as the bare name it gives.
 */

const nameAfter = [
  // "call it listening", "let's call it Tapping", "name it: swimming"
  /^(?:(?:ok|okay|so|then|hmm)[,!.]?\s+)?(?:let'?s |lets |just )?(?:call|name) (?:it|this|the (?:new )?(?:habit|goal|skill|subskill|one))[:\s]+(.+)$/i,
  // "the name is swimming", "name: swimming", "its name should be Swimming"
  /^(?:the |its |it's )?name(?:'s|:| is| should be| will be| would be)\s+(.+)$/i,
];
const nameBefore =
  /^(.+?)[\s,;:-]+(?:(?:as|for) (?:the|its) name|(?:that'?s|thats|that is|is|will be|would be) (?:the|its|it's) name|(?:that'?s|thats) what (?:i'?(?:ll|d)|we'?(?:ll|d)) call it|(?:as|for) a name)[.!]*$/i;

/** The name given, or null when the message says no name in those words. */
export function givenName(message: string): string | null {
  const said = message.trim();
  const name = [...nameAfter.map((frame) => frame.exec(said)?.[1]), nameBefore.exec(said)?.[1]].find(
    (found) => found !== undefined,
  );
  const bare = name?.replace(/^["'“‘]|["'”’.!]+$/g, '').trim();
  // "call it a day", "call it done": sayings, not names.
  return bare && !/^(?:a day|done|quits|even|it)$/i.test(bare) ? bare : null;
}
