/**
 * How a message answers a pending coach action (spec 4 "Assistant action flow"): the listed confirm and
 * deny words settle it at once; a message that reads like a new request drops the pending action and is
 * sent as a normal chat message; anything else goes to the intent call (confirm, deny or modify).
 */

export type TPendingReply = 'confirm' | 'deny' | 'new_request' | 'ask_intent';

export const declinedActionReply = "Okay, I won't apply that.";

const confirmPhrases = ['yes', 'confirm', 'ok', 'okay', 'sure', 'do it', 'go ahead', 'create it', 'add it'];
const denyPhrases = ['no', 'cancel', 'stop', 'nevermind', 'forget it', "don't"];
// Spec 4 lists "also, then, create, add, goal, habit, schedule" as examples; the rest are the other
// words that open a request of their own ("plan my afternoon", "track sleep", "rename Read").
const newRequestWords = [
  'also',
  'then',
  'create',
  'add',
  'goal',
  'habit',
  'schedule',
  'plan',
  'track',
  'rename',
  'remind',
  'review',
  'streak',
];
/**
 * "what is my best streak?", "how am I doing this week?", "is that too much to start with?", "wait how many
 * did i read yesterday?": a question about something else (issue 36: it is answered, not read as a change).
 * What people say before a question ("btw", "quick question", "erm", "before that") leaves it a question.
 */
const questionLeadIn =
  /(?:(?:wait|hold on|hang on|hmm|oh|um|umm|erm|er|uh|actually|but|and|also|so|ok|okay|sorry|btw|by the way|quick question|quick q|just curious|out of curiosity|one more thing|before (?:that|you do that|i say yes)|first)\s+)*/
    .source;
const questionOpening = new RegExp(
  `^${questionLeadIn}(?:(?:what|how|which|when|why|who|where)(?:'?s)?|is|are|does|do|did|should|will|would|can i|could i|can we|can it|can you explain|(?:was|were) (?:there|i|my|it|the)|(?:have|has|had) (?:i|my|there|the))\\b`,
);
// "can i make it 30 instead?", "is it ok to make it 20?": a question that changes the pending action.
const changesInQuestion = /\b(?:make it|change it|set it|move it|instead|rather)\b/;

/** "what should i do", "why": a wh-question needs no "?" ("how about 30", "what if" are changes). */
const whQuestion = new RegExp(`^${questionLeadIn}(?:what|how|which|why|who|where)(?:'?s)?\\b(?! about| if)`);

/**
 * "floss count lately?", "reading total this week?": a few words asked with "?" that change nothing are a
 * question, however they open. A "?" after an amount, a day or a correction ("30?", "and monday too?",
 * "no, yesterday?") still goes to the intent call.
 */
const changeOrDay =
  /\d|^(?:and|also|plus|or|no|not|nope|actually|maybe|then|make|change|set|move|add|call)\b|\b(?:today|yesterday|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun|instead|rather|too|as well|minutes?|mins?|hours?|hrs?)\b/;

// "guitar minutes this week so far?": a span of days is asked about; a pending action is on one day.
const periodAsked =
  /\b(?:this|last|past) (?:week|month|year)\b|\bso far\b|\bsince (?!then\b)\w+|\bin total\b|\blately\b/;

function asksWithQuestionMark(message: string, text: string): boolean {
  if (!/\?\s*$/.test(message) || text.split(' ').length < 3) return false;
  return !changeOrDay.test(text) || (periodAsked.test(text) && !/\d/.test(text));
}

/**
 * "is that too much water lol", "if my phone rings can i pause the timer", "quick q can i stop it early": a
 * question typed without its "?" (a yes/no opening, after a lead-in or not, or "if … can i"; "will a pause
 * wreck my streak tho" asks of a thing named, "do the same" does not), of four words or more, that changes
 * nothing in the proposal.
 */
const yesNoOpening = new RegExp(
  `^${questionLeadIn}(?:is|are|does|do|will|would|should|could|can) (?:that|this|it|there|i|you|my|\\w+ing)\\b|^${questionLeadIn}(?:is|are|does|will|would|should|could) (?:a|an|the) \\w+\\b|^if\\b.*\\b(?:can|could|do|does|will|would|should) (?:i|it|you|the)\\b`,
);

/**
 * "is 8 glasses actually enough tho", "are 20 pages too many to start with", "would 45 mins be overkill": an
 * amount put to a judgement (enough, too many, healthy…) asks about it; it sets nothing, so the number said is
 * no correction ("is 20 ok" may offer a change, so only words that judge an amount count).
 */
const amountJudged = new RegExp(
  `^${questionLeadIn}(?:is|are|isn't|aren't|would|will|was|were) (?:\\d+|that|this|it) (?:[a-z]+ ){0,3}?(?:be )?(?:(?:actually|really|even|honestly|still|maybe|kinda|kind of) )?(?:enough|too (?:much|many|little|few|long|short|high|low)|a lot|plenty|overkill|(?:a )?(?:healthy|realistic|reasonable|normal|sensible|decent|good) (?:amount|number|target|goal|dose|start)|healthy|realistic|reasonable|normal|sensible)\\b`,
);

function asksWithoutQuestionMark(text: string): boolean {
  if (amountJudged.test(text) && !changesInQuestion.test(text)) return true;
  return (
    yesNoOpening.test(text) &&
    text.split(' ').length >= 4 &&
    // "too much", "too many": a judgement, not the "too" of "and monday too".
    !changeOrDay.test(text.replace(/\btoo (?:much|many|long|hard|easy|little|few|high|low|often)\b/g, '')) &&
    !changesInQuestion.test(text)
  );
}

/**
 * "no, make it the budget review", "actually change it to 30": a correction of the pending action, even
 * when what it says holds a word of a new request ("review", "plan").
 */
const correctsPending =
  /^(?:(?:no|nope|nah|actually|wait|sorry|oops|hmm|oh)\s+)*(?:make (?:it|that|this)|change it to|switch it to|set it to|it should be|rename (?:it|that|this)|call (?:it|that|this))\b/;

/** Lower case, curly apostrophes straightened, punctuation and repeated spaces dropped. */
function normalizeReply(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "yes", "Yes!", "ok, do it", "yes please" confirm; the whole reply must be made of confirm words. */
function isMadeOf(text: string, phrases: readonly string[], fillers: readonly string[]): boolean {
  let rest = text;
  let matched = false;
  while (rest.length > 0) {
    const phrase = [...phrases, ...fillers].find(
      (candidate) => rest === candidate || rest.startsWith(`${candidate} `),
    );
    if (!phrase) return false;
    if (phrases.includes(phrase)) matched = true;
    rest = rest.slice(phrase.length).trim();
  }
  return matched;
}

const politeFillers = [
  'please',
  'thanks',
  'thank you',
  'yeah',
  'yep',
  'alright',
  'then',
  'that',
  'it',
  'now',
];

/**
 * "wait why did i ask that. cancel", "hmm, no i didn't, cancel", "oh wait i didnt actually, dont log it",
 * "i skipped it, dont save", "no, forget the baseline change": a refusal said last, after a pause, settles
 * the reply whatever came before it; a refusal may name what it refuses by the kind of proposal it is,
 * and a "pls" or "thanks" after it ("nope, cancel that goal pls") is still the refusal said last; so is
 * one closed by "then" or an emoji ("nahh never mind then", "dont log it 😅") and a closing "no change".
 */
const closingRefusal =
  /(?:^|[.!?,;:]\s*|\s-\s)(?:(?:no|nah+|nope|hmm|oh|ugh|actually|wait)\s+)*(?:cancel|no changes?|cancel (?:that|it|this)|never ?mind|forget it|scrap (?:that|it)|(?:cancel|forget|scrap|drop|ditch) (?:the|this|that|my) (?:[\w-]+ ){0,3}(?:change|changes|edit|update|log|entry|baseline|habit|goal|focus|pause|session|plan|idea|thing|request|proposal)|(?:don'?t|do not) (?:log|add|save|set|create|make|do|change|record)(?: (?:it|that|this|anything))?(?: (?:then|after all|yet))?)(?:[\s,]+(?:pls|plz|please|thanks|thx|thank you|ty|for now|then|after all))*(?:\s*\p{Extended_Pictographic}\u{FE0F}?)*[.!\s]*$/iu;

export function classifyPendingReply(message: string): TPendingReply {
  const text = normalizeReply(message);
  if (text === '') return 'ask_intent';
  if (isMadeOf(text, confirmPhrases, politeFillers)) return 'confirm';
  if (isMadeOf(text, denyPhrases, [...politeFillers, 'thanks', 'do that', 'apply it', 'i'])) return 'deny';
  if (closingRefusal.test(message.trim()) || leavesAsIs.test(text) || defers.test(text)) return 'deny';
  if (looksLikeNewRequest(message)) return 'new_request';
  return 'ask_intent';
}

/**
 * "wait, were there many days this week i got to 20? how many": a sentence that opens as a question and
 * ends in "?" is a question, whatever trails after it (a figure asked about is no figure to set), unless
 * the message also changes the proposal ("is that too much? make it 20").
 */
function asksBeforeQuestionMark(message: string): boolean {
  if (changesInQuestion.test(normalizeReply(message))) return false;
  return message
    .split('?')
    .slice(0, -1)
    .some((sentence) => questionOpening.test(normalizeReply(sentence)));
}

/** Spec 4: contains words such as also, then, create, add, goal, habit, schedule. */
export function looksLikeNewRequest(message: string): boolean {
  const text = normalizeReply(message);
  if (correctsPending.test(text)) return false;
  if (asksBeforeQuestionMark(message)) return true;
  if (whQuestion.test(text) || asksInLastClause(message)) return true;
  if (asksWithQuestionMark(message, text) && !changesInQuestion.test(text)) return true;
  if (asksWithoutQuestionMark(text)) return true;
  const words = new Set(text.split(' '));
  return newRequestWords.some((word) => words.has(word) || words.has(`${word}s`));
}

/**
 * "hmm hold off, i'll add it myself tonight", "not yet", "i'll do it myself later": putting the proposal
 * off, or taking it over, refuses it now, though the words after may name a request ("add").
 */
const defers =
  /^(?:(?:hmm|oh|um|ah|actually|wait|no|nope|nah|ok|okay|on second thought)\s+)*(?:hold off|hold it|hold that|not (?:yet|now|right now|just yet)|(?:let me|i'll|ill|i will) (?:add|log|do|enter|tick|record|put|save|handle|sort) (?:it|that|this|them)(?: in| off)? (?:myself|later|tonight|tomorrow|after)|(?:let me|i'll|ill|i will) do (?:it|that) myself|leave it for (?:now|later|today))\b/;

/**
 * "hmm no, leave my goals as they are", "keep it the way it is": asking that nothing change refuses the
 * proposal, whatever row it names. "eh, leave it as monday", "nah leave it at 8": leaving a row as it
 * is, said by the value it already has, refuses too ("keep it at 20" may be a change, so only "leave").
 */
const leavesAsIs =
  /^(?:(?:hmm|oh|um|ah|actually|wait|no|nope|nah|on second thought|thinking about it)\s+)*(?:just )?(?:leave|keep) (?:it|that|this|them|everything|things|all|(?:my|the) (?:\w+ ){0,2}\w+) (?:as (?:it is|they are|is|it was|they were)|alone|the way (?:it is|they are|it was|they were)|unchanged|untouched)\b|^(?:(?:eh|meh|hmm|oh|um|ah|actually|wait|no|nope|nah|on second thought)\s+)*(?:just )?leave (?:it|that|this|them|(?:my|the) (?:\w+ ){0,2}\w+) (?:as|at) (?!well\b)\w+/;

/**
 * "before you save that, what was last week's page total": a question asked in the last clause, after one
 * that sets it up, is a question all the same (three words or more: "make it 30, why not" is no question).
 */
function asksInLastClause(message: string): boolean {
  const clauses = message.split(/[,;:]|\s-\s/);
  const last = normalizeReply(clauses.at(-1) ?? '');
  if (clauses.length < 2 || last.split(' ').length < 3) return false;
  return whQuestion.test(last) || asksYesNoAfterAside(message, clauses, last);
}

/**
 * "quick q, do baseline hours turn into xp?", "one thing - are paused days counted?": a yes/no question
 * with its "?" after a clause that changes nothing ("30 mins, is that ok?" is a change asked about).
 */
function asksYesNoAfterAside(message: string, clauses: string[], last: string): boolean {
  const before = normalizeReply(clauses.slice(0, -1).join(' '));
  return (
    /\?\s*$/.test(message) &&
    questionOpening.test(last) &&
    !changesInQuestion.test(last) &&
    !changeOrDay.test(before)
  );
}
