import type { TCoachContext } from '../coach-provider';
import { findHabit } from './find-rows';
import { findBestMatch } from './match-by-name';

/**
 * The second half of the first decision on a plain question (docs/builtin-coach.md, step 2): one about
 * the user's own figures or rows goes to the data answerers, any other is looked up in the lessons first.
 */

// "whats my book count on the reading goal", "days remaining on the 24 books goal", "any stretching on
// friday": the user's own figures, a day or a period named; the rest of a plain question ("what counts as
// a good strength percentage", "does the streak break if i read under my target") asks how things work.
const asksForOwnFigures =
  /\b(?:my (?:best|longest|current|total|stats|data|progress|numbers|history|week|month|day)|how (?:many|much|often|far) (?:\w+ )?(?:have |did |do )?i|am i|did i|have i|was i|were my|(?:what|how)(?:'s| is| are|s) my|hows my|where am i|(?:this|last|past|previous|next) (?:\d+ )?(?:week|month|year|days?)|today|yesterday|tonight|so far|(?:on|last|since) (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s|remaining|left (?:on|in|to)|how many (?:days|weeks) (?:until|till|til|before)|most recent|last time i|on track|(?:my|the) (?:\w+ )?(?:goal|habit|skill)s?\b.*\b(?:count|total|pace|deadline))\b/;

// "does the streak break", "what counts as", "if i only manage half my reading target": how things work,
// whichever row the question names.
const howThingsWork =
  /\b(?:does|do|will|would|should|can) (?:the|a|that|this|my|it|its) (?:\w+ )?(?:count|break|reset|drop|matter|save|stay|go down|hurt|affect|work)\b|\bcounts? as\b|^if i\b|^(?:does|do|will|would|can|could) .*\bcounts? (?:for|towards?) (?:anything|something|much|nothing|more|less)\b/;
// "which habits track a number", "which of my goals…", "count up all the habits": a choice among, or a
// count of, the user's own rows ("which habits should i start" asks for advice).
const ownListing =
  /\bwhich (?:of (?:my|the) )?(?:habits|goals|skills|subskills)\b(?! (?:should|would|could|work|help|are (?:the )?(?:best|good|easiest|hardest)))|\bwhich of my\b|\b(?:count|tally)(?: up)? (?:all )?(?:of )?(?:my|the) (?:habits|goals|skills)\b|\b(?:which|what|when)\b(?:\s+\w+){0,2}\s+(?:do|did|have) i\b|\b(?:linked|hooked up|subskills?|number of|how many (?:more )?\w+ (?:do i|i have|have i)|set to|due|paused|on (?:pause|hold)|deadline)\b/;

// "the subskills i set up", "how many goals have i got set up", "the habits i've added": rows the user
// made already, named by the making; "can i set up…", "how many can i add" still ask what can be done.
export const madeAlready =
  /(?<!\b(?:can|could|should|would|will|shall|may|might|do|to) )\b(?:i|i've|ive|i have|have i|you|you've) (?:already |just |got )?(?:set up|set|made|added|created)\b/;

// "how do i get back on track after a bad week": how to do something, naming no row of the user's and
// no day, asks how, whatever figure word it holds ("on track").
const asksHowTo = /^(?:how (?:do|can|should|would) (?:i|you|we)|what(?:'s| is) the (?:best )?way to)\b/;
// "can i log a habit for a day last week": what can be done with a habit in general asks how, whatever day it names.
// "i want sunday as the first day of my week, possible?": whether something can be done at all.
// "can the charts cover the last 90 days": what a part of the app can do, whatever period it names.
const asksCapability =
  /^(?:can|could) (?:i|you|u|we) \w+ (?:a|an|any) (?:habit|goal|skill|subskill|day|entry|log)s?\b|\b(?:possible|doable|allowed|supported|an option)[?!.]*$|^(?:can|could|does|do|will|would) (?:the|this|your|compound's) (?:app|charts?|graphs?|heatmap|calendar|tracker|coach|stats|analytics|insights|page|dashboard|reminders?|widgets?|review|export)\b/;
// "i typed 200 on tuesday, how do i fix that", "whats the easiest way to time how long i read": how to do
// something in the app, whichever row or day it names.
// "forgot to tick floss on tuesday, is there a way to go back and fix that day", "typed the wrong number of
// glasses last monday. how to correct", "can i still change an old day", "how do i mark learn spanish as
// finished": how to amend a day or a row in the app, however it is asked.
export const asksHowToDo =
  /\b(?:how (?:do|can|would|should) (?:i|you|u|we)|(?:what(?:'s| is|s) the|is there an?) (?:\w+est |best )?way to)(?: go back and)? (?:fix|correct|undo|time|sort out|edit|enter|go back|mark \w+(?: \w+)? as (?:done|finished|complete|completed|achieved))\b|(?:[.,!?]|\s[-–—]|^)\s*how (?:to|do i|can i) (?:correct|fix|change|edit|amend)(?: (?:it|that|this|that day|this day))?\??$|\b(?:can|could) i (?:still |even |also )?(?:change|fix|edit|correct|amend|go back to) (?:an? |the )?(?:old|older|past|earlier|previous|missed) (?:day|date|entry|log)s?\b/;
// "where does that % come from", "64% of what exactly", "how are the points worked out": what a figure the
// app shows is made of asks how it is counted, whichever row it names.
const asksWhatFigureIs =
  /\bwhere (?:does|do|did) (?:that|this|the|its|my|these|those) (?:\w+ )?(?:%|percent(?:age)?|numbers?|figures?|scores?|points?|xp|bars?) come from\b|\b\d+ ?% of what\b/;
const namesDay = /\b(?:today|yesterday|tonight|this (?:week|month)|last (?:week|month)|so far|since)\b/;

/** Whether a question is about the user's own figures or rows, and not how something works. */
export function asksAboutOwnRows(text: string, context: TCoachContext): boolean {
  // A subskill is a row of the user's too: "scales practice happened on what day".
  const { goals, skills, subskills } = context;
  // A habit may be named by its unit: "what was mondays page count".
  const named =
    findHabit(text, context) !== null || findBestMatch(text, [...goals, ...skills, ...subskills]) !== null;
  if (asksHowToDo.test(text) || asksWhatFigureIs.test(text)) return false;
  if (!named && (asksCapability.test(text) || (asksHowTo.test(text) && !namesDay.test(text)))) return false;
  if (asksForOwnFigures.test(text) || ownListing.test(text) || madeAlready.test(text)) return true;
  return !howThingsWork.test(text) && named;
}
