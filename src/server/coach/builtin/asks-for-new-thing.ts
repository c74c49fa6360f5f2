/**
 * "create a habit to…", "set a goal of…", "new routine": the message asks for something new, so a
 * habit or goal it happens to name is not the one to change or log ("tick off a habit for yesterday"
 * is a day of one the user has).
 */
const newThing =
  /\b(?:new|create|add|set|set up|start|make|build|begin)\s+(?:a |an |my |another |new |daily |simple )*(?:habit|goal|routine)s?\b|\b(?:a|new|another|daily) (?:habit|goal)s? (?:to|of|for(?! (?:today|yesterday|tonight|last night|this morning|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)|called|named)\b|\b(?:habit|goal)\s*[:-]|\bmy goal is\b/;

export function asksForNewThing(text: string): boolean {
  return newThing.test(text);
}

// "sleep 7.5 hours a night, add as habit", "walk 300 km before summer, make this a goal": the kind asked last.
const closingKind =
  /^(.+?)(?:[,;]|\s-)\s+(?:pls |please )?(?:add|save|make|set|track|create)(?: it| this| that)? (?:as |into )?(?:a |my )?(?:new )?(habit|goal)[.!]*$/;

/** A request whose closing ask names the kind, said as the label the grammars read ("new habit: …"). */
export function withKindFirst(text: string): string {
  return text.replace(closingKind, 'new $2: $1');
}
