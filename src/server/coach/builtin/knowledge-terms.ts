import { productWords } from './knowledge-product-words';
import { stemWord } from './match-by-name';

/**
 * The terms the knowledge index and the questions are reduced to (decision 0047): lower case, no stop
 * words, one spelling for British and American variants, stemmed, without derivational endings.
 */

// Words every question has and no passage is about: left out of the index and of the queries.
const stopWords = new Set(
  (
    'a an the and or but if of to in on at for with by from into about as is are was were be been being am do ' +
    'does did done doing have has had having i me my mine you your yours we our it its this that these those ' +
    'what whats which who whom why how when where there here can could should would will shall may might must ' +
    'not no so than then too very just any some more most much many also up out over again once only own same ' +
    'other such each few both all get got make makes making thing things tips tip way ways good better best ' +
    'app compound coach tell explain know want like really work works working happen happens mean means ' +
    "while i'm im i've i'd don't doesn't isn't it's one ones use using used need go going keep " +
    'advice suggestion suggestions idea ideas recommendation recommendations recommend wonder wondering curious think reckon got ' +
    'bit stuff actually anyway ok okay kinda sorta pls please honest honestly ' +
    // Typed without the apostrophe, and the fillers around a question ("always seem to", "make any difference").
    'dont doesnt isnt cant wont im ive id ill youre thats whats always seem exactly difference ' +
    // Hedges around what is asked ("how long till…, roughly", "instead of just noodling around").
    'roughly approximately approx ish till til instead around ' +
    // The frame of a request for an example ("give me an example of…"), and verbs of a thing that
    // happened ("made an account but no e-mail came through").
    'give gives example examples somewhere somehow onto made came come comes ' +
    // Who is addressed and where ("you guys", "all in one place"): no subject of a page.
    'guys guy folks yall place places ever ' +
    // The frame of asking whether something can be done ("is it possible to time…").
    'possible possibly'
  ).split(' '),
);

// Derivational endings, longest first: "consistently", "consistency" and "consistent" meet at "consist".
const derivations = [
  'ically',
  'ation',
  'ition',
  'ness',
  'ment',
  'ency',
  'ence',
  'ancy',
  'ance',
  'ent',
  'ant',
  'ity',
  'ive',
  'ful',
  'ous',
  'ly',
  'al',
];

/** The stem without up to two derivational endings, keeping at least four letters. */
function underivedStem(stem: string): string {
  let reduced = stem;
  for (let round = 0; round < 2; round += 1) {
    const ending = derivations.find(
      (suffix) => reduced.endsWith(suffix) && reduced.length - suffix.length >= 4,
    );
    if (ending === undefined) break;
    reduced = reduced.slice(0, -ending.length);
  }
  return reduced;
}

/**
 * British and American spellings, and the two ways of writing a few words, meet at one: the pages are
 * written in British English, people type both ("practise"/"practice", "colour"/"color", "e-mail"/"email").
 * Doubled consonants ("cancelling"/"canceling") already meet in `stemWord`.
 */
const spellingVariants: readonly [RegExp, string][] = [
  [/^practis/, 'practic'],
  [/^(colo|behavio|favo|hono|labo|neighbo|flavo|humo)ur/, '$1r'],
  [
    /^(organ|priorit|real|recogn|personal|custom|visual|summar|minim|maxim|categor|memor|apolog|optim|standard)is(e|es|ed|ing|ation|ations)$/,
    '$1iz$2',
  ],
  [/^(anal|paral)ys(e|es|ed|ing)$/, '$1yz$2'],
  [/^e-?mail/, 'email'],
  [/^judgement/, 'judgment'],
  [/^(cent|met|lit)re(s?)$/, '$1er$2'],
];

function commonSpelling(word: string): string {
  const variant = spellingVariants.find(([pattern]) => pattern.test(word));
  return variant ? word.replace(variant[0], variant[1]) : word;
}

// Words people type for what the pages call otherwise: "fix a log" is correcting it, "stats" are analytics.
const pageWords: Readonly<Record<string, string>> = {
  fix: 'correct',
  stat: 'analytic',
  statistic: 'analytic',
};

// Words the stemmer would fold into another one: "mode" ("Vacation mode", "dark mode") is no "Mod" key,
// and timing something ("Timing a habit", "a timed focus session", "the timer") is not time in general.
const keptWhole: Readonly<Record<string, string>> = {
  mode: 'mode',
  modes: 'mode',
  timing: 'timer',
  timed: 'timer',
  timer: 'timer',
  timers: 'timer',
};

/** Lower case, stop words out, each word reduced to its stem ("streaks" and "streak" are one term). */
export function knowledgeTerm(term: string): string | null {
  const word = commonSpelling(term.toLowerCase().replace(/'s$/, ''));
  if (word.length < 2 || stopWords.has(word)) return null;
  if (Object.hasOwn(keptWhole, word)) return keptWhole[word] ?? word;
  const stemmed = stemWord(word);
  // "keeps", "needs", "tells": a stop word's inflection is a stop word too.
  if (stopWords.has(stemmed)) return null;
  const stem = underivedStem(stemmed);
  return Object.hasOwn(pageWords, stem) ? (pageWords[stem] ?? stem) : stem;
}

/**
 * What people say, in the words the pages use (issue 36, development set 3): "money back" is a refund,
 * "no signal" is offline, "a dashboard" is analytics, "how old" is years old, "accountable" is the goal's
 * accountability note, "medical" advice is professional advice. Applied to a question before it is searched.
 */
const pagePhrases: readonly [RegExp, string][] = [
  // Another app's calendar is not the heatmap's "calendar view": the pages never describe those apps.
  [/\b(google|outlook|apple|icloud|proton) calendar\b/g, '$1 calendarapp'],
  [/\b(?:my )?money back\b|\brefund me\b|\bget refunded\b/g, 'refund'],
  [
    /\b(?:no|without|bad|lost|patchy) (?:signal|wi-?fi|internet|reception|connection|data)\b/g,
    'offline connection',
  ],
  // A dashboard is the analytics page, unless it is the public one shared by link (the sharing help page's).
  [
    /\b(?<!(?:public|shared|live|share (?:my|a|the)|sharing (?:my|a|the)) )dashboard\b(?![^.?!]*\b(?:public|link|visitors?)\b)/g,
    'analytics',
  ],
  [/\bhow old\b|\b(?:age (?:limit|requirement|restriction)|minimum age)\b/g, 'years old'],
  [/\b(\d+) ?(?:yrs?|years?)(?: old)?\b/g, '$1 years old'],
  [/\b(?:have to|need to|got to|must) be (1\d|2[01])\b/g, 'be $1 years old'],
  // "a whole year of one habit", "a year long calendar grid": the tracker's year heatmap.
  [
    /\b(?:whole|entire|full) year\b|\byear(?:ly|[- ]?long)? (?:calendar )?(?:view|grid)\b|\bcalendar (?:view|grid)\b/g,
    'year heatmap',
  ],
  // "3 of 7 done" is the Today page's count of habits met in full.
  [/\b\d+ (?:of|out of|\/) ?\d+ (?=(?:done|complete|completed|met)\b)/g, 'habits met in full, '],
  [/\baccountable\b/g, 'accountability'],
  // "100 percent" is the pages' "100%".
  [/\b(\d+) ?(?:percent|per cent|pct)\b/g, '$1%'],
  [/\bmedical\b/g, 'medical professional'],
  [/\b(?:old|past|previous|earlier) (?:chats?|conversations?|messages)\b/g, 'conversations'],
  [
    /\b(?:hours?|time|practice) i (?:put in|did|had|spent|logged) before\b|\bbefore i started (?:using|tracking)\b/g,
    'baseline hours before tracking',
  ],
  [/\blongest(?: ever)? streak\b/g, 'best streak'],
  [/\b(?:android|iphone|ios) app\b/g, 'ios android app store google play'],
  [/\b(?:impossible|unrealistic|too ambitious|out of reach)\b/g, 'achievable'],
  [/\b(?:a )?good goal\b/g, 'smart goal specific'],
  [/\b(?:feels?|is|too|getting) easy\b/g, 'comfort zone'],
  // Kinds of goal in everyday words: learning the ropes is a learning goal, a tough number (or aiming
  // high) a difficult one.
  [
    /\b(?:learn(?:ing)?[- ]the[- ]ropes|learn as (?:i|you) go|getting the hang|figur(?:e|ing) (?:it|things) out)\b/g,
    'learning goal',
  ],
  [
    /\b(?:tough|hard|big|stretch|ambitious|aggressive) (?:number|target|goal|figure)s?\b|\baim(?:ing)? (?:high|for (?:something )?(?:ambitious|big|hard|tough))\b/g,
    'difficult goal',
  ],
  // "a day i forgot", "forgot to tick tuesday": a log missed is an earlier day to correct, not a cue.
  [
    /\b(?:a |the )?days? i forgot\b|\bforgot to (?:log|tick|check|mark|record|enter|add)\b/g,
    'log an earlier day corrected',
  ],
  // "a stretch or comfy target": how hard a goal should be.
  [
    /\b(?:stretch|comfy|comfortable|easy|safe|hard|tough)(?: one)? (?:or|vs|versus) (?:a )?(?:stretch|comfy|comfortable|easy|safe|hard|tough)\b/g,
    'difficult or easy goal',
  ],
  // "how much does practice really explain": what a study measured, in the research's words.
  [
    /\bhow much (?:does|do|can) (.+?) (?:really |actually )?(?:explain|account for)\b/g,
    'how much $1 explained meta-analysis studies',
  ],
  [
    /\b(?:is |are )?(?:actually |really )?(?:explained|accounted for|determined) by (\w+)/g,
    'explained by $1 meta-analysis studies',
  ],
  // "brand new here", "just signed up": where a new user starts.
  [
    /\b(?:brand new|new here|new user|just signed up|just joined|first time here)\b/g,
    'getting started first habit',
  ],
  [/\bonly (?:\w+ )?\d+ of (?:my )?\d+\b/g, 'partial'],
  [/\bdifferent time\b/g, 'same time context'],
  [/\b(?:start(?:ing)? (?:over|again|afresh)|from scratch|restart(?:ing)?)\b/g, 'comeback'],
  // "tips for flossing more consistently": doing something more regularly is making it a habit.
  [/\bmore (?:consistently|regularly|reliably|often)\b/g, 'habit'],
  // "how do i time my practice": the verb is the timer ("every time my streak resets" is no verb), and
  // practice is timed with a focus session (Mastery's card), a habit with its own timer.
  [
    /(^|\b(?:to|i|you|we) )time (?=(?:my|your|our|the|a|each) (?:\w+ )?(?:practi[cs]e|practi[cs]ing|sessions?)\b)/g,
    '$1focus session timer ',
  ],
  [/(^|\b(?:to|i|you|we) )time (?=(?:my|your|how|each|the|a|an|it|this|that|our)\b)/g, '$1timer '],
];

/**
 * Everyday words beside the words the pages use for the same thing (issue 36, development set 4): the
 * question keeps its own words and gains the pages' ("wiped" → tired, "skip" → miss, "take a break" →
 * pause, "tweak" → change, "my card got declined" → payment failed). Each entry names a general
 * synonym, not one question's wording.
 */
const everydayWords: readonly [RegExp, string][] = [
  // ("does my history get wiped" is deleted: knowledge-product-words.ts.)
  [
    /(?<!\b(?:get|gets|got|be|been|being|is|are|was|were) )\b(?:wiped|knackered|worn out|drained|exhausted|shattered)\b/g,
    'tired',
  ],
  [/\b(?:work(?:ing)? ?out|workouts?|gym|training)\b/g, 'exercise'],
  [
    /\b(?:skip(?:s|ped|ping)?|slack(?:ing)? off|slip(?:s|ped)? up|fall(?:ing)? off|blow(?:ing)? off|bail(?:ing)? on)\b/g,
    'miss',
  ],
  [/\b(?:(?:take|need|taking|have) a break|time off|hiatus|on hold)\b/g, 'pause'],
  [/\b(?:older|earlier|previous|past|old) (?:day|date|entry|entries|log|logs)\b/g, 'earlier days corrected'],
  // "fix a log from last week": a log of a day gone by.
  [
    /\b(?:log|logs|entry|entries|tick|ticks)\b(?= (?:from|for|on) (?:last week|last month|a (?:few|couple of) days ago|(?:last )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/g,
    'earlier days corrected',
  ],
  [/\b(?:day of the week|weekdays?|worst day|weakest day)\b/g, 'weekday'],
  [/\b(?:get better|improve faster|faster|level up|progress quicker)\b/g, 'improve'],
  [/\b10,?000 hours?\b/g, '10,000 hours'],
  [
    // Signed out as a state of the user ("while logged out"); "do my devices get signed out" is about sessions.
    /\b(?:demo coach|not (?:signed|logged) (?:up|in)|without (?:an )?account|(?:while|when|if|i'm|im|i am|stay|staying|still|just) (?:signed|logged) out)\b/g,
    'coach demo signed out try requests',
  ],
  [/\b(?:tweak|adjust|edit|modify)\b/g, 'change'],
  [
    /\b(?:declined|bounced|card (?:fails|failed|expired)|payment (?:bounced|didn't go through))\b/g,
    'payment fails',
  ],
  [/\b(?:move|switch|transfer) (?:my )?(?:\w+ )?(?:plan|subscription|purchase)\b/g, 'transfer subscription'],
  [
    /\b(?:logged in|signed in|left (?:myself )?(?:logged|signed) in) on (?:a|another|my|the) \w+ (?:computer|laptop|device|phone)\b|\bsign (?:it|them|me) out\b/g,
    'sign out other devices sessions',
  ],
  [/\b(?:bug|vulnerability|vulns?|exploit|hole|leak)\b/g, 'security weakness'],
  // Development set 5: the everyday names of what the help pages call shortcuts, sessions and support.
  [
    /\b(?:log|sign|kick) (?:me )?out (?:of )?(?:my |the |all )?other (?:devices|phones|computers|browsers)\b/g,
    'sign out other devices sessions',
  ],
  [
    /\b(?:get in touch|contact (?:you|form|someone|a person)|reach (?:you|a person|a human|someone)|(?:a|real) (?:human|person)|message form)\b/g,
    'contact support message',
  ],
  [/\b(?:kids?|children|child|teens?|teenagers?|minors?)\b/g, 'children age'],
  [/\b(?:auto-?pilot|second nature|without thinking)\b/g, 'automatic habit'],
  [/\b(?:tanks?|tanked|plummets?|crash(?:es)?|nosedives?)\b/g, 'drop'],
  [/\bif[- ]?(?:x|this)[- ]?then[- ]?(?:y|that)\b/g, 'if-then implementation intention'],
  // ("people keep going on about" only talk: no comeback.)
  [
    /\b(?:back on track|bounce back|get going again|not quit|keep going(?! on\b))\b/g,
    'comeback recover missed',
  ],
  [/\b(?:checkmarks?|check-?offs?|ticks|tick marks?)\b/g, 'logs'],
  // "i keep forgetting my vitamins": what the lessons answer with is a cue.
  [/\b(?:forget(?:s|ting)?|forgot(?:ten)?|slips? my mind)\b/g, 'cue reminder'],
  // Where and when a habit is done, written down: the lessons call it an implementation intention.
  [/\bwhen and where\b|\bwhere and when\b/g, 'implementation intention if-then plan'],
  [/\b(?:therapist|therapy|counsell?or|psychologist|doctor|mental health)\b/g, 'medical professional'],
  // Development set 6: word classes, not one question's wording. A body hurt is what the disclaimer covers.
  [
    /\b(?:injur(?:y|ies|ed)|rehab|physio(?:therapy)?|pain|illness|sick|pregnan(?:t|cy))\b/g,
    'injury medical professional',
  ],
  // Falling figures: "what makes the strength go down", "why does my score decrease".
  [/\b(?:go(?:es)? down|going down|went down|decreas(?:e|es|ed|ing))\b/g, 'drop'],
  // A streak lost is a missed day: "blew my streak", "broke my 30 day streak".
  [
    /\b(?:blew|blown|broke|broken|lost|ruined|killed|snapped|ended)\b(?= (?:my |the |a |an )?(?:\w+ ){0,2}streak)/g,
    'missed recover',
  ],
  // "did that wipe out the progress": whether a miss sets a habit back.
  [
    /\b(?:wipe[sd]? out|wiping out|wreck(?:s|ed)?|undo(?:es|ne)?|erase[sd]?|set (?:me |it )?back)\b(?= (?:the |my |all (?:my |the )?)?(?:\w+ )?(?:progress|streak|work|habit|gains))/g,
    'set back missed day',
  ],
  // Ticking a habit is logging it: the pages say "log" and "check off".
  [/\b(?:tick(?:ed|ing)?|check(?:ed)? off|mark(?:ed)? (?:as )?done)\b/g, 'log check'],
  [/\b(?:partly|partially|half(?:way)?|some of)\b/g, 'partial'],
  [
    /\b(?:key ?combos?|keystrokes?|keyboard only|only the keyboard|with the keyboard)\b/g,
    'keyboard shortcuts',
  ],
  // Units named without an amount are a question of units ("miles and pounds instead of km"); "a 5k run" is not.
  [
    /(?<!\d ?)\b(?:miles?|pounds|lbs?|kgs?|kilos?|km|kilomet(?:er|re)s?|imperial|metric|fahrenheit)\b/g,
    'units metric imperial',
  ],
  // "can i use it on my phone": Compound runs in a browser, "on a computer or a phone".
  [/\b(?:on|from) (?:my|a|the|your) (?:phone|mobile|tablet|smartphone)\b/g, 'computer phone'],
  [
    /\b(?:close|delete|remove|cancel|wipe|get rid of|erase|deactivate)\b(?= (?:my |the |this )?(?:\w+ )?account\b)/g,
    'delete',
  ],
  // Data handed on: "sold for ads", "shipped off to openai", "shared with third parties".
  [
    /\b(?:sold|sell(?:s|ing)?|ads?|adverts?|advertis\w*|marketing|openai|chatgpt|gpt|third[- ]part(?:y|ies)|passed on|handed (?:on|over))\b/g,
    'sell advertising provider',
  ],
  [
    /\b(?:try (?:it |the \w+ (?:version |plan )?)?(?:for )?free|free (?:trial|period|version)|trial period)\b/g,
    'trial',
  ],
  [/\b(?:science|scientific|stud(?:y|ies)|evidence|proven|experiments?)\b/g, 'research study'],
  [/\bnew ?years? resolutions?\b|\bresolutions?\b/g, 'goal setting'],
  // "if then plan", "if/then": the pages write it "if-then" (an implementation intention).
  [/\bif ?(?:\/|and )?then\b/g, 'if-then implementation intention'],
  // A change proposed by the coach: "if the coach suggests something", "when it offers to log" (a sister's offer is none).
  [
    /(?<!\b(?:sister|brother|friend|mum|mom|dad|mother|father|partner|wife|husband|girlfriend|boyfriend|colleague|coworker|boss|someone|somebody|he|she|they) )\b(?:suggests?|suggested|offers?|offered|proposes?)\b(?= (?:\w+ )?(?:something|a change|an action|it|to))/g,
    'proposes change confirm',
  ],
  [
    /\b(?:what kind of app|what is this app|what's this app|(?:how do i|where do i|where to) (?:start|begin|get started)(?=\s*(?:[,.?!]|with (?:the|this) app|$)))/g,
    'create account first habit',
  ],
  [
    /\b(?:without|before) (?:signing up|registering|an account|logging in|signing in)\b/g,
    'demo signed out try',
  ],
  // "the best way to start flossing every night": starting a habit is what the habit lessons teach.
  [/\b(?:best way|how) to (?:start|begin|get into)\b(?= \w+ing\b)/g, 'habit formation stack'],
  [/\b(?:move|switch|transfer|change) (?:my )?(?:login|account|sign-?in)\b/g, 'change email'],
  // Development set 8: word classes. An instrument is a skill to practise; a chore that stops feeling like
  // one has become automatic; a streak ruined or dead is a missed day; habits frozen are paused.
  // (Not when the practice is named already: "time my piano practice" asks about the timer.)
  [
    /\b(?:instruments?|piano|guitar|violin|cello|drums?|flute|ukulele|singing)\b(?! practi[cs])/g,
    'practice skill',
  ],
  [/\b(?:chores?|effortless(?:ly)?|naturally|feels? natural)\b/g, 'automatic habit'],
  [/\b(?:ruin(?:s|ed)?|wreck(?:s|ed)?|died|dies|dead)\b/g, 'missed set back'],
  [/\b(?:freeze|frozen|put on ice)\b/g, 'pause'],
  [/\b(?:the )?mouse\b|\btrackpad\b/g, 'keyboard shortcuts'],
  [/\bstop(?:ped)? paying\b|\bunsubscrib(?:e|ed|ing)\b/g, 'cancel subscription plan'],
  [/\bkick(?:s|ed|ing)?\b(?= (?:\w+ ){0,3}(?:off|out)\b)/g, 'sign out other devices sessions'],
  [/\b(?:vague|fuzzy|woolly|wishy-washy|sharpen|concrete|measurable)\b/g, 'smart goal specific'],
  [/\bpsycholog(?:y|ical|ically)\b/g, 'research study'],
];

// "is there any science on…", "what does the research say": the research articles answer it.
export const asksForResearch =
  /\b(?:science|scientific|research|stud(?:y|ies)|evidence|proven|experiments?)\b/;

/** The question in the pages' phrases ("money back" → refund), before everyday words gain the pages' beside them. */
export function inPagePhrases(text: string): string {
  return pagePhrases.reduce((said, [pattern, words]) => said.replace(pattern, words), text);
}

export function inPageWords(text: string): string {
  return [...everydayWords, ...productWords].reduce(
    (said, [pattern, words]) => said.replace(pattern, `$& ${words}`),
    inPagePhrases(text),
  );
}

/**
 * Words as a reader splits them, a hyphenated compound kept whole as well as in parts: "if-then plan"
 * is found by "if-then", which its parts alone (stop words) could not do.
 */
export function tokenize(text: string): string[] {
  const words = text.toLowerCase().split(/[^a-z0-9'-]+/);
  return words.flatMap((word) => {
    const bare = word.replace(/^[-']+|[-']+$/g, '');
    // "e-mail" is one word written two ways, not a compound.
    if (/^e-mail/.test(bare)) return [bare];
    return bare.includes('-') ? [bare, ...bare.split('-')] : [bare];
  });
}

/** A passage's terms in reading order (stop words out), for finding the question's word pairs in it. */
export function termSequence(text: string): string[] {
  return (
    tokenize(text)
      // A compound's parts follow it; "e-mail" has none and stays ("verification e-mail").
      .filter((word) => !word.includes('-') || /^e-mail/.test(word))
      .map((word) => knowledgeTerm(word))
      .filter((term): term is string => term !== null)
  );
}
