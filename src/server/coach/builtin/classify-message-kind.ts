import { findBestMatch, type TNamed } from './match-by-name';
import { questionOpening } from './question-shapes';

/**
 * The first decision on every message (decision 0032): a question is answered, a request is read into a
 * proposal, and conversation (thanks, greetings, feelings) gets a sentence back. A question never becomes
 * a proposal unless it is an explicit request put as a question: "can you add a habit to floss?".
 */

export type TMessageKind = 'question' | 'request' | 'conversation';

const actionVerbs =
  '(?:add|create|make|set|log|track|pause|resume|unpause|restart|rename|call|start|schedule|plan|link|connect|attach|mark|tick|record|put|change|update|correct|fix|tweak|adjust|edit|save|archive|remove|move|push|extend|lower|raise|increase|decrease|reduce|switch|turn|note|help me (?!understand|figure|learn|stay|feel|decide|think|know|with|get (?:better|motivated|back)|out)|give (?:me |today |tomorrow |(?:this|next) \\w+ )?(?:a|an) (?:habit|goal|focus|new)|sign me up|enter|book|count|stop|cancel|drop|delete|lengthen|shorten|bump|show|use|review|recap|suggest|propose|recommend|freeze|suspend|hold|snooze|skip|tick off|check off|(?:tick|check|mark) (?:it|that|this|them) off)';

/**
 * "can you add…", "could u set me up…", "would you pause…", "can i have a habit for…", "can we change…",
 * "can my week start on monday", "can guitar practice just be called Guitar", "please log…", and an
 * imperative with a question mark ("add a habit to floss?"): the wording asks for a change.
 */
const explicitRequest = new RegExp(
  [
    `^(?:(?:hey|hi|ok|okay|so|and|also|oh|um|hmm|coach)[,!.]?\\s+)*(?:can|could|would|will|won't|wouldn't) (?:you|u|ya)\\b(?:\\s+(?:please|pls|just|quickly|also|maybe|kindly|at least|now|actually|then))*\\s+${actionVerbs}`,
    `^(?:can|could|may) (?:i|we) (?:please |just |maybe )?(?:have|get)\\b(?! (?:a|an|any|some|my) (?:tips?|ideas?|advice|idea|explanation|example|help|overview|summary|recap|review|refund|receipt|invoice|discount)\\b| (?:my )?money back\\b| (?:it|them|that|this) back\\b(?! to\\b)|.*\\b(?:logs?|data|export|spreadsheet|csv|excel|backup|copy|history|receipts?)\\b)`,
    `^(?:can|could) we (?:please |just )?${actionVerbs}`,
    // ("can the analytics show a year" asks what a part of the app does; "can my calendar week start…" asks.)
    `^(?:can|could) (?:my|our|the|weeks?|everything|all)\\b(?! (?:habits?|goals?|skills?|streaks?|xp|app|coach|levels?) (?:be|have|go)\\b)(?! (?:app|coach|tracker|site|website|software|program|analytics|insights?|dashboard|calendar(?! weeks?\\b)|charts?|graphs?|stats|heatmap|widget|timer|export|history)\\b)[\\w ']{0,40}\\b(?:be|have|start|begin|get|go|move|change|show|use|switch)\\b`,
    `^(?:can|could) (?!(?:a|an|any)\\b)(?:i|we|you|u)?[\\w ']{1,40}\\b(?:count|go|add up) (?:towards?|to|for|into)\\b`,
    // "can we push the books goal out": asked of the coach with "we", a change. "can i switch to pounds and
    // miles" asks whether one can (a row of one's own named is asksLeaveForOwnRow's request).
    `^(?:can|could) we (?:please |just )?(?:switch|change|set|move|rename|push|use|make|bump|lower|raise)\\b(?=.*\\b(?:to|into|instead)\\b|.*\\d)`,
    // "can we do imperial instead of metric": one thing asked for in place of another is a change too.
    `^(?:can|could) we (?:please |just )?(?:do|go with|have|try)\\b(?=.*\\b(?:instead of|rather than)\\b)`,
    // ("is there a way to plan a schedule for a goal", "… to attach a photo to a log" ask how: a thing in
    // general, said with "a", is no row of the user's.)
    // ("… to put every habit on hold in one go": every habit is habits in general, and "in 1 go" no amount.)
    `^(?:is it possible to|would it be possible to|is there a way to) (?:please )?${actionVerbs}\\b(?! (?:a|an|any|every|each)\\b)(?=.*\\b(?:my|to|into|instead)\\b|.*\\bfor (?!(?:a|an|any)\\b)|.*\\d(?! go\\b))`,
    // Today's insights card sends its figures and asks for a focus: the button asks for a proposal.
    `^today's insights:`,
    `^(?:please|pls|kindly)\\b`,
    // "any chance you could log my run": the wish asks the coach to act, as "could you" does.
    `^any chance (?:you|u) (?:could|can|would|might) (?:please )?${actionVerbs}`,
    `^(?:would you mind|do you mind|mind) (?:\\w+ing)\\b`,
    `^(?:i'd like you to|i want you to|i need you to|i want to|i'd like to|i would like to|i need to|let's|lets|i wanna|i'm going to|im going to)\\b(?! (?:know|understand|learn|ask|check|see|find out)\\b)`,
    // "add up my pages since monday" asks for a sum: adding up adds nothing.
    // ("archive vs delete, which keeps the history" weighs two verbs against each other: it asks.)
    `^(?:(?:ok|okay|so|and|also|now)[,!.]?\\s+)?(?!(?:show|use|count|note|stop|hold|review|recap|suggest|recommend|help|give|add (?:it |them |all )?up\\b(?! to))\\b)${actionVerbs}\\b(?!\\s+(?:vs\\.?|versus|or (?:just )?${actionVerbs})\\b)`,
  ].join('|'),
);

/** A row of the user's named as the subject ("can guitar practice just be called Guitar", "could reading be 25 pages"). */
function opensWithOwnName(text: string, rows: readonly TNamed[]): boolean {
  const match = /^(?:can|could) (.+?) (?:just |please |also )?(?:be|have|go|start)\b/.exec(text);
  if (!match?.[1]) return false;
  const subject = match[1].replace(/^(?:my|the) /, '').replace(/ (?:habit|goal|skill)$/, '');
  return findBestMatch(subject, rows) !== null;
}

/**
 * "can i change my reading target to 25", "can i move my run to tomorrow": asking leave to change, with an
 * amount or a row of one's own named, is asking for the change; "can i switch to pounds and miles" asks
 * whether one can, and is answered with where the setting is.
 */
const leaveToChange =
  /^(?:can|could) i (?:please |just )?(?:switch|change|set|move|rename|push|use|make|bump|lower|raise)\b(?=.*\b(?:to|into|instead)\b|.*\d)/;

function asksLeaveToChange(text: string, rows: readonly TNamed[]): boolean {
  return leaveToChange.test(text) && (/\d/.test(text) || findBestMatch(text, rows) !== null);
}

/** "can i pause stretching until friday?": asking leave to change one's own row is asking for the change. */
function asksLeaveForOwnRow(text: string, rows: readonly TNamed[]): boolean {
  const match = /^(?:can|could|may) (?:i|we) (?:please |just )?(\w+) (.+)$/.exec(text);
  if (!match?.[1] || !match[2] || !new RegExp(`^${actionVerbs}$`).test(match[1])) return false;
  return findBestMatch(match[2], rows) !== null;
}

/**
 * Any sentence or clause may ask: "I'm a student and want to study more. can you make a habit for it?",
 * "ran on monday - could you tick that off?"
 */
export function isExplicitRequest(text: string, ownRows: readonly TNamed[] = []): boolean {
  return text
    .split(/(?<=[.!?,])\s+|\s+-\s+/)
    .some(
      (sentence) =>
        explicitRequest.test(sentence) ||
        opensWithOwnName(sentence, ownRows) ||
        asksLeaveToChange(sentence, ownRows) ||
        asksLeaveForOwnRow(sentence, ownRows),
    );
}

/**
 * "i keep forgetting to floss, what should i do", "do if-then plans work or is it just pop psychology":
 * a message whose last clause asks (after a comma or "or") is a question, whatever it opens with.
 */
const trailingQuestion =
  /(?:,|\bor)\s+(?:what (?:should|can|do|would|could) i|what now|now what|how (?:do|can|should|would|could) i|which (?:\w+ )?(?:should|do|can) i|is (?:it|there|that|this)|should i|do you think|any (?:tips?|tricks?|hacks?|advice|ideas?)|have i|am i|did i|was it)\b[^,]*$/;

/**
 * "last week how often did i run", "by when do i need to be marathon ready": a question word with "i"
 * after its verb asks, wherever it stands; so does "how many" with a verb after it ("out of the past 7 days
 * how many had meditation"), unless it says what to track ("log how many hours i sleep"), and "how many"
 * after a preposition ("stretched on how many days last week", "read for how many minutes"), which only asks.
 */
const askingInside =
  /^(?!.*\b(?:log|track|record|measure|monitor|keep (?:a )?(?:count|track))\b).*\bhow (?:many|much)\b(?:\s+\w+){0,3}?\s+(?:was|were|did|do|does|had|has|have|is|are)\b|\b(?:how (?:many|much|often|long|far|well)|when|which|what)\b(?:\s+\w+){0,3}?\s+(?:did|do|have|am|was|should|must|need|can) i\b[^,.]*$|\bhow (?:do|can|should) i\b[^,.]*$|\b(?:on|in|for|over|across|during) how (?:many|much)\b/;

/**
 * "it still feels like a chore. is something wrong with me", "missed two days... how bad is that",
 * "im off on holiday for 2 weeks, what happens to my streaks": the last sentence or clause opens as a
 * question does.
 */
// ", which is my target", ", when i get home": after a comma, which and who are relative, and so are
// where and when without a verb that asks (", where does my practice go" asks).
// ", which one keeps the history" asks: "one" stands for one of the things just named.
// ", where has it gone" asks as ", where does it go" does; so does ", where am i" ("am" is no relative clause's verb).
// ", which subskill was it" and ", which habit is my strongest" ask: a noun and a verb with "it" or "i"
// after which, or a noun, a verb and "my" or "the".
// ", which tiny habit would u suggest" asks too: a noun, then a modal or "do" before "you" or "i".
const relativeClause =
  /^(?:which|who|whom)\b(?!(?:\s+\w+){1,2}\s+(?:would|should|could|do|does|can|will)\s+(?:u|you|i|we)\b)(?!(?:\s+\w+)?\s+(?:was|were|is|are|did|do)\s+(?:it|that|they|i)\b)(?!\s+(?!(?:is|are|was|were)\b)\w+\s+(?:was|were|is|are)\s+(?:my|the)\b)(?!\s+(?:one|ones|1|of (?:them|the two|these|those|both))\s+\w+)|^(?:where|when)\b(?!\s+(?:do|does|did|am|is|are|can|should|will|would|was|has|have|had|could)\b)/;

function lastClauseAsks(text: string): boolean {
  // A dash sets a question after its topic too: "cancelling my subscription - does my history get wiped".
  const clauses = text.split(/(?:[.!?]+|,|\u2026|\s[-–—])\s+/);
  const last = clauses.at(-1)?.trim() ?? '';
  return clauses.length > 1 && questionOpening.test(last) && !relativeClause.test(last);
}

/**
 * "daily page goal for read is what", "journal's been on pause since which day", "vocab practice was on
 * which date", "change my password where", "freeze a habit while travelling, how": the question word said last.
 */
const askingLast =
  /\b(?:is|are|was|were|since|from|until|till|by)(?: on| at| in)? (?:what|which|when|where)(?: (?:day|date|time|one|number))?$|\b(?:on|at) (?:what|which) (?:day|date|time)$|[\w,] (?:where|how)$|(?:[.,!]|\s[-–—]) (?:which|what|where)(?: \w+)?(?: (?:setting|option|page|button|menu|tab|one))?$|,? meaning what$|\b\d+ ?% of what(?: exactly| then| now)?$|[\w,] remind me$|\?\s*(?:or (?:something else|not|what|no|am i wrong)|right|correct)$/;

/**
 * "after a 20 km run whats a sensible protein amount", "before a race how much should i sleep", "after
 * the trial ends will it charge me", "tomorrow is it ok to skip": a setting said first (after, before, on,
 * tomorrow…) and then the question, a question word or an auxiliary before its subject, with no comma
 * between. "after lunch can you log…" asks for an action: a modal before "you" is the explicit request's;
 * "yesterday i did my stretches" has its subject before the verb, and tells; so does "yesterday i ran 4k and
 * did my stretches", where the verb after "and" shares that subject and its object ends the message
 * (`coordinatedReport`; "… and did my streak go up" has a verb after its noun, and asks).
 */
const askingAfterSetting =
  /^(?:after|before|during|while|when|once|until|for|on|at|in|by|since|with|without|today|tomorrow|tonight|yesterday)\b(?:\s+[^\s,]+){0,6}?\s+(?<!\b(?:i|we|you|they|he|she|it)\s+)(?:what's|whats|what is|what are|what should|how's|hows|how (?:much|many|long|often|far|do|does|should|can)|is (?:it|there|that)|should (?:i|you)|do i need|(?:will|would|does|did|can|could|is|are|do) (?:it|i|they)|(?:does|did|will|would) (?:my|the|you))\b/;

const coordinatedReport = /\b(?:and|then) did (?:my|the) \w+(?: \w+)?$/;

/**
 * "run is set to how many times per week again", "the marathon is how far off": the question word left
 * where its answer would stand, after "is" and a word or two ("tuesday's log said how many pages again":
 * after "said", "shows" or "had" too), or after a past verb that opens the message ("meditated how many
 * times last week (7 days)": the count stands where the object would). "the aim is to see how many pages
 * i can read" says what the user will do.
 */
const askingInPlace =
  /(?:\b(?:is|are|was|were|said|says|shows|showed|had|has)(?: \w+){0,2}|^(?:i )?(?:\w+ed|ran|read|did|swam|went|drank|wrote|practi[cs]ed)) how (?:many|much|often|long|far)\b(?!.*\b(?:i|we|i'll|i'm)\b)/;

/**
 * "not signed up yet but curious what the charts look like", "tried it but wondering whether it syncs":
 * wondering aloud after "but" asks as it does at the start. (Only wondering: "…but can you log it" keeps
 * its request.)
 */
const wondersAfterBut =
  /\bbut (?:i'm |im |i am |i was |just |also |still )?(?:curious|wondering) (?:about|if|whether|why|how|what|which|where|when)\b/;

export function isQuestionShaped(text: string): boolean {
  return (
    /\?[\s!?.)]*$/.test(text) ||
    askingLast.test(text) ||
    questionOpening.test(text) ||
    trailingQuestion.test(text) ||
    askingInside.test(text) ||
    (askingAfterSetting.test(text) && !coordinatedReport.test(text)) ||
    askingInPlace.test(text) ||
    wondersAfterBut.test(text) ||
    lastClauseAsks(text)
  );
}

// "i want to journal every morning but never get round to it, how do i make it automatic": a wish
// followed by a how-question asks how, it does not ask the coach to act.
const wish = /^(?:i want to|i'd like to|i would like to|i need to|i wanna)\s+/;
const asksHow =
  /(?:^|,|\.|\bor|\bbut)\s*(?:how (?:do|can|should|could|would) i|what (?:should|can|do) i|why (?:do|can't|cant|don't|dont) i|any tips)\b[^,]*\??$/;

/**
 * "i want to time my piano practice", "time my meditation": the coach has no timer to start, and no
 * amount was said to log, so the wish is answered with where the timers are (a focus session, a habit's
 * timer), never turned into a habit named "Time my piano practice". A number makes it a report.
 */
const wantsATimer =
  /^(?:(?:i want to|i'd like to|i would like to|i wanna|i need to|help me|let me) )?time (?:my|a|an|the|each|how|our)\b(?!.*\d)/;

/** Whether the message is a question to answer, never to act on. */
// "could you show me one for flossing" after an if-then plan was explained, "gimme an example with journaling": an example
// asked for is shown, not done.
// "help me phrase an if-then plan", "help me make it less vague": help with the words of one is asked too — of the coach, not said of
// something else ("tie journal to the thesis goal, both help me write" says what the habits do).
const asksForExample =
  /\b(?:(?:show|give|write) me|gimme|lemme see) (?:one|1|an? (?:example|sample)|some examples|examples)\b|(?:^|[,.;:!]\s*|\s[-–—]\s*|\b(?:please|pls|can you|could you|would you|you|and)\s+)help me (?:phrase|word|write|draft|come up with|think of|make (?:it|this|that|them|mine|my \w+) (?:less|more|clearer|better|smarter|sharper|concrete|specific|measurable|realistic))\b/;

/**
 * "can i set a 6 hour session or is there a ceiling": asking whether a limit stops it asks what the app
 * allows, not for the session.
 * "can i have miles instead of km, where's that option", "want to delete an old goal, how": asking where
 * or how to do it, last, makes a request the user's own to carry out; the coach says where.
 */
const asksWhereOrHow =
  /\bor (?:is|are) there (?:a |an |any )?(?:\w+ )?(?:limit|cap|ceiling|max(?:imum)?|min(?:imum)?|restriction|rule)s?\b|(?:[,.!?]|\s[-–—]|\bor|\bbut)\s*(?:where(?:'s| is| are| do| can| would| should)|how (?:do|can|would) i (?:do|find|change|set|get to) (?:that|it|this)|how(?: to)?(?: do that| fix (?:it|that|this))?\??$)/;

export function isPlainQuestion(text: string, ownRows: readonly TNamed[] = []): boolean {
  if (wantsATimer.test(text) || asksForExample.test(text)) return true;
  if (!isQuestionShaped(text)) return false;
  if (!isExplicitRequest(text, ownRows) || asksWhereOrHow.test(text)) return true;
  return wish.test(text) && asksHow.test(text) && !isExplicitRequest(text.replace(wish, ''), ownRows);
}

/**
 * "what's a keystone habit?", "how is the strength score calculated?", "what does the percentage next to
 * each habit mean", "whats the difference between a streak and strength", "how can i see which weekday
 * i'm worst at", "when should i use a learning goal": a question about how habits or the app work, not
 * about the user's own figures. It is looked up in the lessons before the data
 * answerers, which would otherwise answer a word of it ("habit", "skill") with the user's list.
 */
const conceptWording =
  /^(?:what(?:'s| is| are)|whats) (?:a|an)\b|\b(?:what(?:'s| does| do| is| are)|whats) (?!my\b).+ (?:mean|for)\b|\bhow (?:can|do|could) i (?:see|find|view|check|look at|get to)\b|\b(?:when|why) (?:should|would) i (?:use|choose|pick)\b|\bwhat does (?:it|that) mean\b|\bhow (?:is|are|does|do) (?!i\b|my\b).+ (?:calculated|computed|worked out|measured|counted|scored|decided|work)\b|\bdifference between\b|\b(?:kind|type|sort)s? of (?:goal|habit|target|streak|plan)s?\b|\bmeaning what$|\bwhat happens (?:if|when|to)\b|\bhow long until\b|\bhow much does (?:a|one|1|missing)\b|^(?:why|whys)\b|\bhow (?:fast|quickly|soon|slowly) (?:does|do|will|can|is|are)\b|^if (?:i|my|the|it|a|an|you|we)\b.*\b(?:do|will|does|would|can|could) (?:i|it|its|my|the|they|that|this|you)\b/;

// "any tips for flossing more consistently?": advice asked for, even about one of the user's own habits.
const adviceWording =
  /\b(?:tips?|tricks?|hacks?|pointers?|strategies|advice|suggestions?|recommendations?|ideas? (?:for|on|to|about|how))\b/;

// "is there a stopwatch thing so i can time my meditation", "is there a setting for…": whether the app
// has a feature is how it works, whichever of the user's rows the question names.
const asksForFeature =
  /^(?:is there|are there|do you have|does (?:it|the app|compound) have) (?:a|an|any|some)(?: \w+)?(?: \w+)? (?:thing|feature|option|setting|button|function|tool|mode|stopwatch|timer|widget)s?\b/;

export function asksAboutConcept(text: string, ownRows: readonly TNamed[] = []): boolean {
  if (!isPlainQuestion(text, ownRows)) return false;
  if (asksForFeature.test(text)) return true;
  // "if i pause flossing for a bit does its strength drop": a what-if asks how the app works, whatever it names.
  // "when is a learn-the-ropes kind of goal better": a kind of goal is goals in general, whatever row a word names.
  if (/\b(?:kind|type|sort)s? of (?:goal|habit|target|streak|plan)s?\b/.test(text)) return true;
  // "if my phone rings mid session can i pause the timer": so does one about what may happen to it.
  if (
    /^if (?:i|my|the|it|a|an|you|we)\b.*\b(?:do|will|does|would|can|could) (?:i|it|its|my|the|they|you)\b/.test(
      text,
    )
  )
    return true;
  return adviceWording.test(text) || (conceptWording.test(text) && findBestMatch(text, ownRows) === null);
}
