import { spellDayWords } from './day-word-forms';
import { isWithinOneEdit, stemWord } from './match-by-name';
import { messageTypos as typos } from './message-typos';
import { replaceNumberWords } from './read-number-words';
import { spanPausedDays } from './read-pause-days';
import { fullDayName } from './read-schedule-words';

/**
 * The words requests are built from, for typos no list foresaw: a word of five letters or more that is
 * none of these but one typo from one of them ("renmae", "mornin", "yesterdya") is read as it. A word
 * that is only another form of one ("stretches", "targets") is left alone.
 */
const requestWords = [
  'rename',
  'pause',
  'archive',
  'restore',
  'resume',
  'delete',
  'remove',
  'change',
  'update',
  'create',
  'schedule',
  'tomorrow',
  'yesterday',
  'today',
  'morning',
  'evening',
  'afternoon',
  'tonight',
  'minutes',
  'hours',
  'pages',
  'glasses',
  'finished',
  'completed',
  'complete',
  'baseline',
  'subskill',
  'deadline',
  'target',
  'practice',
  'practiced',
  'stretched',
  'meditated',
  'journaled',
  'journal',
  'meditation',
  'meditate',
  'stretch',
  'focus',
  'session',
  'pomodoro',
  'habit',
  'habits',
  'goal',
  'goals',
  'weekly',
  'daily',
  'every',
  'track',
  'timezone',
  'imperial',
  'metric',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'streak',
  'review',
  'reading',
  'running',
  'exercised',
  'walked',
  'studied',
  'please',
  'minute',
  'week',
  'month',
  'weight',
  'marathon',
];
const requestWordSet = new Set(requestWords);
const requestStems = new Set(requestWords.map(stemWord));
const correctedWords = new Map<string, string>();

function correctTypo(word: string): string {
  if (requestWordSet.has(word) || requestStems.has(stemWord(word))) return word;
  const cached = correctedWords.get(word);
  if (cached !== undefined) return cached;
  const corrected =
    requestWords.find((known) => known.length >= 5 && isWithinOneEdit(word, known, true)) ?? word;
  if (correctedWords.size < 10_000) correctedWords.set(word, corrected);
  return corrected;
}

function namesInMessage(message: string): Set<string> {
  const words = message.match(/\b[A-Z][a-z]+\b/g) ?? [];
  const first = /^\W*([A-Za-z]+)/.exec(message)?.[1];
  return new Set(words.filter((word) => word !== first).map((word) => word.toLowerCase()));
}

const moneyWords =
  /\b(?:save|saving|saved|savings|earn|earning|invest|budget|spend|pay off|income|salary|dollars?|euros?|debt)\b/;
// Things counted in thousands: "10k" near them is a count, not a distance.
const countedInThousands = /\b(?:steps|words)\b/;
const typoPattern = new RegExp(`\\b(?:${Object.keys(typos).join('|')})\\b`, 'g');

const dayName = `${fullDayName}s?`;
const pastReport = /\b(?:[a-z]+ed|ran|did|went|swam|wrote|rode|had|drank|ate|slept|done)\b/;
const labelledDays = new RegExp(`^(?:on )?(${dayName}(?:(?:,| and| &|,and|, and) ${dayName})+)\\s*:`);

/** Lower case, straight quotes, single spaces, typos fixed and number words as digits. */
export function normalizeMessage(message: string): string {
  const text = message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    // "todays focus = the budget": an equals sign between words labels what follows, as a colon does.
    .replace(/(?<=[a-z'])\s*=\s*(?=[a-z\d])/g, ': ')
    // "rename stretch → Yoga flow": an arrow says "to".
    .replace(/\s*(?:\u2192|\u21d2|->|=>)\s*/g, ' to ')
    // "read 25 pages & meditated": an ampersand between words is "and", for every reading that splits on it.
    .replace(/\s+&\s+/g, ' and ')
    // "Journal ✅ Meditate ✅": a check mark says the thing before it is done, and ends it.
    .replace(/(?:\s*\bdone\b)?\s*(?:\u2705|\u2714\ufe0f?|\u2611\ufe0f?|\u2713)\s*/g, ' done, ')
    .replace(/[,\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    // "45min", "2hrs": a number typed against its unit is the number and the unit.
    .replace(/\b(\d+(?:\.\d+)?)(mins?|hrs?)\b/g, '$1 $2')
    .replace(typoPattern, (word) => typos[word] ?? word)
    .replace(/.*/, spellDayWords)
    // "id like one more habit": "i'd" typed without its apostrophe (an ID is never liked).
    .replace(/\bid (?=(?:like|love|rather|prefer)\b)/g, "i'd ")
    // A capitalised word past the first is a name ("call Tracy"), never a typo.
    .replace(/\b[a-z]{5,}\b/g, (word) => (namesInMessage(message).has(word) ? word : correctTypo(word)))
    // "10k steps", "10k hours to master" are ten thousand; "5k" alone stays a race name.
    .replace(/\b(\d+(?:\.\d+)?)k (steps|words|hours)\b/g, (_, number: string, unit: string) => {
      return `${Math.round(Number(number) * 1000)} ${unit}`;
    })
    .replace(/\b(\d{1,3}(?:,\d{3})+)\b/g, (number) => number.replace(/,/g, ''))
    // "10am-noon", "from midnight to 6": noon and midnight at either end of a range or after "at" are times.
    .replace(
      /(?<=(?:\b(?:to|until|till|at|from|by)\s+|\d\s*(?:am|pm)?\s*-\s*))(noon|midday|midnight)\b|\b(noon|midday|midnight)(?=\s*(?:-|to|until|till)\s*\d)/g,
      (word) => (word === 'midnight' ? '12am' : '12pm'),
    )
    // "water x6": a count written after a times sign.
    .replace(/\bx(\d+)\b/g, '$1')
    // "tuesday and saturday: long walk": two or more days as the label of a thing say when it is done,
    // as "every" would (one day before a colon is a day's plan; "monday and tuesday: stretched" reports).
    .replace(labelledDays, (label: string, days: string, offset: number, whole: string) =>
      pastReport.test(whole.slice(offset + label.length)) ? label : `every ${days}:`,
    )
    // "yesterday and the day before": the day before the day just named.
    .replace(/\b(yesterday|today) and (?:also )?the day before\b(?! yesterday)/g, (_, day: string) =>
      day === 'today' ? 'today and yesterday' : 'yesterday and the day before yesterday',
    )
    .replace(/.*/, spanPausedDays)
    // "$10k" is money; any other "5k" is a distance ("ran 10k", "run a 5k") unless money is talked of.
    .replace(
      /([$€£])(\d+(?:\.\d+)?)k\b/g,
      (_, currency: string, number: string) => `${currency}${Math.round(Number(number) * 1000)}`,
    )
    .replace(/\b(\d+(?:\.\d+)?)k\b/g, (_phrase, number: string) =>
      // "save 10k this year" is money too, and "steps … 10k a day" a count of steps.
      moneyWords.test(message.toLowerCase()) || countedInThousands.test(message.toLowerCase())
        ? `${Math.round(Number(number) * 1000)}`
        : `${number} km`,
    );
  return replaceCorrectedAmounts(replaceNumberWords(inRequestWords(text)));
}

/**
 * Phrasal verbs and nouns said for the catalogue's words (issue 36, development set 4): "tie meditate to
 * the spanish goal" links, "kick off a focus block" starts a focus session, "put floss on hold" pauses it,
 * "a subskill for barre chords under guitar" names the subskill "barre chords".
 */
const requestPhrases: readonly [RegExp, string][] = [
  [/\b(?:tie|hook up|hook)\b(?=.*\b(?:to|with|into|onto)\b)/g, 'link'],
  // "before it runs out", "the day the invite ran out": a thing that runs out expires; no run is logged.
  [
    /(?<=\b(?:it|they|that|this|invitations?|invites?|links?|trial|subscription|plan|code|offer|timer|session)) (?:runs?|ran|running) out\b(?! of\b)/g,
    ' expires',
  ],
  // "25 pages + 6 glasses", "meditate + journal": a plus between words joins them as "and" does.
  // (Not in a focus: "gym + groceries" is the focus as typed.)
  [/(?<!\bfocus\b.*)(?<=[a-z0-9]) \+ (?=[a-z0-9])(?!.*\bfocus\b)/g, ' and '],
  // "i need 3 habits: meditate, journal, walk", "gonna need 2 habits - x, y": a count of habits before a
  // list introduces new ones; the words that lead up to it are no part of any name ("add 3 habits: …"
  // is read as it is).
  [
    /^(?!(?:add|create|make|start|set up|build)\b)(?:[a-z']+ ){0,4}?(?:\d+|some|a few|a couple(?: of)?|several) (?:new )?(habit|goal)s\s*(?::|\s[-–—])\s*/g,
    'new $1s: ',
  ],
  // "focus for saturday - spring cleaning": a dash after the focus's day opens it, as a colon does.
  [/^((?:(?:my|the|a) )?focus(?: for [a-z0-9' ]+?)?) [-–—] /g, '$1: '],
  // "water log for today should read 12 glasses": what a log reads or says before an amount is what it is.
  [/\b(should|must|will|now|does) (?:read|say|show)\b(?= \d)/g, '$1 be'],
  // "a listening comprehension subskill, call it listening": the name said after it is its name; the
  // words that described it stay, said after (they may name its skill: "a spanish subskill").
  [
    /\b(?:a|an) ((?:[a-z-]+ ){0,3}[a-z-]+) (subskill|habit|skill)\b([^,]*),\s*(?:and |pls |please )?(?:call|name) it\s+(.+)$/g,
    'a $2 called $4$3, for $1',
  ],
  // "i want meditate renamed to mindfulness": a row wanted renamed is renamed; "to just guitar" is "to guitar".
  [/\b(?:want|need|like|have|get) (.+?) renamed (?:to|as)\b/g, 'rename $1 to'],
  [/(?<=\b(?:rename|name|call|shorten|change)\b.*)\bto just\b/g, 'to'],
  // "guitar habit can be archived": a row that may be archived, paused or resumed is to be.
  [/^(.+?) (?:can|could|should|may) (?:now )?be (archiv|paus|resum)ed\b/g, '$2e $1'],
  // "meditate + journal both on pause until monday": rows said to be on pause are to be paused (not a
  // question: "is meditate paused" asks).
  [
    /^(?!(?:is|are|was|were|which|what|whats|what's|how|when|why|do|does|did|has|have|any|if|i|my habits)\b)((?:[a-z']+ ){0,5}?[a-z']+) (?:(?:are|is) )?(?:both |all |all of them )?(?:on pause|on hold|paused)\b(?=.*\b(?:until|till|til|through|for|from)\b)/g,
    'pause $1',
  ],
  // "my reading habit feeding into the books goal": a habit that feeds or flows into a goal counts towards it.
  [/\b(?:feed|feeds|feeding|fed|flow|flows|flowing|roll|rolls|rolling) (?:in)?to\b/g, 'counting towards'],
  // "hook run onto the marathon goal": what a habit is linked onto is what it is linked to.
  [/(?<=\blink\b.*)\bonto\b/g, 'to'],
  [/\b(?:kick off|kickoff|fire up|spin up)\b/g, 'start'],
  // "need to enter todays pages", "gonna put in some reading numbers": entering figures is logging them.
  [
    /\b(?:enter|put in|fill in|input|jot down|note down|punch in|type in)\b(?= (?:my |the |today'?s |todays |yesterday'?s |some |a |the day'?s )?(?:\w+ )?(?:pages|glasses|numbers?|figures?|amounts?|count|data|progress|minutes|stats)\b)/g,
    'log',
  ],
  // "change how many pages a day i aim for": the amount a day aimed at is the habit's daily target.
  [
    /\bhow (?:many|much) (\w+) (?:a|per|each) day (?:i (?:aim for|aim at|am supposed to do|should do|try to do|go for)|i'?m (?:supposed to do|aiming for))\b/g,
    'the daily $1 target',
  ],
  // "weight goal → 8 kg", "water target to 10": a row and its new amount with no verb asks to set it.
  // (Only with no verb of its own: "change my water target to 10" already says what to do.)
  [
    /^(?:my |the )?((?:(?!(?:set|change|chnage|lower|drop|raise|up|increase|decrease|reduce|rename|retitle|relabel|bump|move|make|update|switch|put|cut|push|and|please)\b)[a-z0-9']+ ){1,3}(?:goal|target)) to (?=\d)/g,
    'set $1 to ',
  ],
  // "begin focus mode", "a deep work block": the app's word for a timed stretch of focus is a focus session.
  [/\bfocus mode\b/g, 'focus session'],
  [/\bbegin\b(?= (?:a |my |the )?focus\b)/g, 'start'],
  // "add 3 more, 11 total": the total said is the day's amount; the increment only led up to it.
  [
    /\b(?:add(?:ed)?|another|plus|log) (\d+(?:\.\d+)?) more\b(.*?)[,;]? (?:so |making (?:it )?|that'?s |thats |now |for )?(\d+(?:\.\d+)?) (?:total|in total|in all|altogether|overall)\b/g,
    'log $3$2',
  ],
  // "set that habit inactive", "make stretch inactive", "deactivate journal": what is no longer active is archived.
  [/\b(?:set|make|mark|turn|switch) (.+?) (?:to |as )?inactive\b/g, 'archive $1'],
  [/\bdeactivate\b/g, 'archive'],
  // "thesis deadline is now september": a deadline said to be another date now is moved to it (never a question).
  [/^(?!.*\?)(?:the |my )?([a-z]+(?: [a-z]+)?) deadline is now (?=\w)/g, 'move the $1 deadline to '],
  // "each and every day": the emphasis says every day, as "every single day" does.
  [/\beach and every\b/g, 'every'],
  // "had 3 more glasses yesterday, so it should be 11", "read another 10 pages so it should say 30": the
  // amount the day should show is what to log; the increment only explains it.
  [
    /\b(?:(?:add(?:ed)?|had|did|read|ran|drank|log(?:ged)?|plus) )?(?:(\d+(?:\.\d+)?) more|another (\d+(?:\.\d+)?))\b(.*?)[,;]? (?:so |which makes |making )?(?:it|that|the total|(?:to|yester)day(?:'?s total)?) (?:should|would|must) (?:now )?(?:be|say|read|show) (\d+(?:\.\d+)?)\b/g,
    'log $4$3',
  ],
  // "in the last week (7 days)": a period glossed in brackets as days is those days, counted back from today.
  [/\b(?:the )?(?:last|past) week \(\s*(?:the )?(?:last |past )?(?:7|seven) days\s*\)/g, 'the last 7 days'],
  // "my read total for today is 25 pages now": a day's total stated with its amount is reported, as "my read
  // total today is 25 pages" is; "read total for today?" with no amount still asks.
  [
    /\b(total|count|tally) for ((?:to|yester)day|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day) (is|was|=) (?=\d)/g,
    '$1 $2 $3 ',
  ],
  // "pages wed to now, add them up": adding up asks for a total, it adds nothing.
  [/\b(?:add|sum|tot) (?:it|them|those|these|that|em|'em) up\b/g, 'total'],
  // "log 11 then", "ok log one for today then": a closing "then" leads on from what was said before.
  [/(?<!\band)\s+then[.!]*$/g, ''],
  // "running page total for this week": a running total is the total so far, no run of Run's ("make
  // running count towards the marathon" is Run counting).
  [/\brunning ((?:[a-z]+ )?(?:total|tally|sum|count(?! (?:towards?|to|for|as|in|double)\b)))\b/g, '$1'],
  [/\b(?:a )?half(?: an)? hour\b/g, '30 minutes'],
  // "a quarter hour", "three quarters of an hour", "a full hour": durations said in words.
  [/\bthree quarters? of an hour\b/g, '45 minutes'],
  // "3/4 of an hour", "1/2 an hour": the fraction typed with a slash is the same length said in words.
  [/(?<![\d/])3\/4 (?:of )?an? hour\b/g, '45 minutes'],
  [/(?<![\d/])1\/2 (?:of )?an? hour\b/g, '30 minutes'],
  [/(?<![\d/])1\/4 (?:of )?an? hour\b/g, '15 minutes'],
  [/\b(?:a )?quarter(?: of an)?(?: an)? hour\b/g, '15 minutes'],
  [/\b(?:a|one) (?:full|whole|solid|good|straight) hour\b/g, '1 hour'],
  // "the last day of march 2028" is the end of the month, as the date reader names it.
  [/\b(?:the )?(?:very )?last day of\b/g, 'the end of'],
  // "a 30 minutes focus block" is a session; a block with a time of day ("focus block 9-11") is a plan's.
  [/\b(\d+ ?(?:minutes?|mins?|hours?|hrs?)) focus (?:block|sprint|stint)\b/g, '$1 focus session'],
  [/\bput (.+?) on (?:hold|ice|pause)\b/g, 'pause $1'],
  // "hold stretch until monday", "freeze running for two weeks": a verb of stopping for a while is a pause.
  [
    /^(?:please |can you |could you )?(?:(?:i )?(?:need|want|have|got|gotta) (?:to )?)?(?:hold|freeze|shelve|suspend|park|rest)\b(?! on\b)(?=.*\b(?:until|till|for|through)\b)/g,
    'pause',
  ],
  [/\b(?:i )?(?:need|want|take|taking|could use|have) a (?:break|rest|pause) from\b/g, 'pause'],
  [/\bon hold\b/g, 'paused'],
  [/\bsubskill for (.+?) (?=(?:under|in|to|on|for) )/g, 'subskill called $1 '],
  [/\b(subskill\b.*?)\b(?:call|name) it\b/g, '$1called'],
  // "my pages per day target needs changing", "the spanish deadline needs moving": a change asked for.
  [/^(?:so |ok |hey )?(.+?) (?:needs?|has) to (?:be )?(?:changed?|updated?|moved?|adjusted?)$/g, 'change $1'],
  [
    /^(?:so |ok |hey )?(.+?) needs? (?:changing|updating|moving|adjusting|a change|an update|tweaking)$/g,
    'change $1',
  ],
  [
    /^(?:so |ok |hey )?(.+?) needs? (?:a|an) (?:starting|initial|baseline) (?:number of |amount of )?hours$/g,
    'set a baseline of hours for $1',
  ],
];

function inRequestWords(text: string): string {
  return requestPhrases.reduce((said, [pattern, words]) => said.replace(pattern, words), text);
}

// "no wait", "sorry", "I mean", "make that": the words of someone taking back what they just said.
const correction =
  /(?:no,? wait|wait,? no|no,? sorry|sorry|i mean|i meant|actually|correction|oops|make that|no)/;
const correctedAmount = new RegExp(
  `\\b(\\d+(?:\\.\\d+)?)([^\\d,.;!?]*)[,.;!]?\\s*\\b${correction.source}\\b[,:]?\\s*(?:(?:it was|it's|i did) )?(\\d+(?:\\.\\d+)?)(?: [a-z]+)?[.!]*$`,
);

/**
 * "read 20 pages on monday, no wait, 25": an amount corrected at the end of a message replaces the one
 * it corrects, so the correction is not read as a second report or as "no" (not done).
 */
function replaceCorrectedAmounts(text: string): string {
  return text.replace(correctedAmount, (_, _first: string, between: string, corrected: string) =>
    `${corrected}${between}`.trimEnd(),
  );
}
