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
