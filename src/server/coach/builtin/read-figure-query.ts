import { asksHowToDo } from './asks-about-own-rows';
import { readLoggedForDay } from './logged-for-day-query';
import { findBestMatch, type TNamed } from './match-by-name';
import { askedInUsualOrder } from './question-word-last';
import { readCountQuery } from './read-count-query';
import { readHabitFigurePhrase } from './read-habit-figure-phrase';

/**
 * "meditation count for the last seven days", "any stretching logged on friday", "runs the week before
 * this one?", "days remaining on the 24 books goal": people ask for their figures in a few words, as they
 * would type into a search box. Such a query is put in the question form the data answerers read ("how
 * many meditation did i do in the last 7 days?"), so it is answered with the figures instead of being
 * read as a log of Meditate. Only whole-message shapes that ask and name no change are rewritten.
 */

// One to three words, none a verb, pronoun or article: "water count", "reading amount".
const fewWords = "[a-z']+(?: [a-z']+){0,2}?";
const notANoun =
  /\b(?:is|are|was|were|be|been|when|i|i'll|i'm|im|my|me|we|you|it|the|a|an|to|will|should|starts?|begins?)\b/;

// "the week before this one", "the previous week": last week, as the answerers name it.
const periodWords: readonly [RegExp, string | ((...parts: string[]) => string)][] = [
  // "last week (mon to sun)", "last week's run count (16th-22nd)": the days of a week named are that week,
  // said in brackets; they go first, so that the shapes below see the period they explain.
  [
    /\s*\((?:mon(?:day)?\s*(?:to|-|–)\s*sun(?:day)?|\d{1,2}(?:st|nd|rd|th)?\s*(?:to|-|–)\s*\d{1,2}(?:st|nd|rd|th)?)\)/g,
    '',
  ],
  // "on tues", "on thurs": a weekday cut short is the whole weekday the answerers read.
  [
    /\bon (mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\b/g,
    (_all: string, day: string) => `on ${weekday(day)}`,
  ],
  // "on tues, the 24th": the date set off by a comma names the same day.
  [/\bon ([a-z]+day),\s+(the \d{1,2}(?:st|nd|rd|th))\b/g, 'on $1 $2'],
  [
    /\b(?:the )?(?:week before (?:this one|this 1|this|now)|week before|previous week|prior week)\b/g,
    'last week',
  ],
  [/\b(?:the )?(?:past|last|previous|prior|preceding) (?:seven|7) days\b/g, 'the last 7 days'],
  // "since the start of the week", "the week so far": this week, as the answerers name it.
  [
    /\b(?:(?:since|from) the (?:start|beginning) of (?:the|this) week|(?:the|this) week so far|since the week (?:started|began))\b/g,
    'this week',
  ],
  // "meditation days in the past 7": the days are said once, before the period.
  [/\b(?:in )?(?:the )?(?:past|last) (\d+)$/g, 'in the last $1 days'],
  // "friday's page count for the read habit": the habit named after "for" is said before what is counted.
  [
    /^([a-z]+'?s) ([a-z]+) (count|total|tally|amount) for (?:the |my )(?!(?:last|past|this|previous|next)\b)([a-z' ]+?)(?: habit)?$/g,
    '$1 $4 $2 $3',
  ],
  // "every glass of water i've logged from monday onwards": what was logged since that day.
  [
    /\bfrom (mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)? (?:onwards?|on|forwards?)\b/g,
    (_all: string, day: string) => `since ${weekday(day)}`,
  ],
  [
    / (?:that )?(?:i've|ive|i have) (?:logged|done|had|drunk|drank|read|run|ran|tracked|recorded|entered)(?= since\b)/g,
    '',
  ],
  // "water on the 26th - glasses?": the unit said after the question's subject asks for the amount in it.
  [
    /\s*[-–—:,]\s+(?:how many |in )?(?:glasses|pages|minutes|mins|hours|hrs|km|miles|reps|times|count|amount|total)$/g,
    '',
  ],
  // "runs in the week of the 16th to the 22nd": the days named are the period.
  [
    /\b(?:in |during |for )?the week (?:of|from) (the \d{1,2}(?:st|nd|rd|th)?) (?:to|through|thru|till|until|-) (the \d{1,2}(?:st|nd|rd|th)?)$/g,
    'from $1 to $2',
  ],
  // "most pages i read on a single day this week", "top page count on a single day this week": the period's best day.
  [
    /^(?:the )?(?:most|highest|max(?:imum)?|biggest|top|peak|largest|greatest) ([a-z]+) (?:i )?(?:\w+ )?(?:on|in) (?:a |one |1 )(?:single )?day (.+)$/g,
    'best day for $1 $2',
  ],
  // "friday's water count", "tues reading amount", "tuesdays page count": the day said first is the period, said last.
  // Only a few words without a verb or a pronoun follow ("sunday is when my week begins" is no query).
  [
    new RegExp(`^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?(?:'?s)? (${fewWords})$`, 'g'),
    (all: string, day: string, rest: string) => (notANoun.test(rest) ? all : `${rest} on ${weekday(day)}`),
  ],
  [
    new RegExp(`^(yesterday|today)(?:'s)? (${fewWords})$`, 'g'),
    (all: string, day: string, rest: string) => (notANoun.test(rest) ? all : `${rest} ${day}`),
  ],
  // "count of runs since monday", "date of my most recent run": the noun asked for is said first.
  [
    /^(?:the )?(count|total|tally|number|amount|sum) of (?:my )?([a-z' ]+?)(?= (?:so far|since|on|this|last|in|for|today|yesterday)\b|$)/g,
    '$2 $1',
  ],
  [
    /^(?:what(?:'s| is| was)? |whats )?(?:the )?(?:date|day) of (?:my )?(most recent|latest|last) ([a-z' ]+)$/g,
    'which day was my $1 $2',
  ],
  // "last weeks run total", "this week's water count": the period said first is said last.
  [
    new RegExp(`^((?:last|this|previous) (?:week|month|year))'?s (${fewWords})$`, 'g'),
    (all: string, when: string, rest: string) => (notANoun.test(rest) ? all : `${rest} ${when}`),
  ],
  // "water intake for yesterday": the day after "for" is the day asked about.
  [/\b(intake|consumption|count|total|tally) for (yesterday|today)$/g, '$1 $2'],
  [
    /^(?:a |the )?(?:list of (?:my |all my )?(habits|goals|skills)|(?:my )?(habits|goals|skills) list)$/g,
    'what $1$2 have i set up',
  ],
  // "monday the 23rd water intake", "the 24th glasses": the day of the month said first is the period, said last.
  [
    new RegExp(
      `^((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day )?the \\d{1,2}(?:st|nd|rd|th)) (${fewWords})$`,
      'g',
    ),
    (all: string, day: string, rest: string) => (notANoun.test(rest) ? all : `${rest} on ${day}`),
  ],
  // "glasses drunk mon to now, sum pls": a period from a weekday to now is since that day, and a sum its total.
  [
    /\b(?:from )?(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)? (?:to|till|until|through|thru|-) (?:now|today)\b/g,
    (_all: string, day: string) => `since ${weekday(day)}`,
  ],
  [/^(.+?) (since \w+day),? (?:sum|total|add (?:it|them) up)$/g, '$1 total $2'],
];

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** "tues" → "tuesday": the answerers read whole weekday names. */
function weekday(short: string): string {
  return weekdays.find((day) => day.startsWith(short.slice(0, 3))) ?? short;
}

// "on the 24th", "on monday the 23rd": a day of the month gone by.
const period =
  '(?:on (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day )?the \\d{1,2}(?:st|nd|rd|th)|today|yesterday|tonight|so far(?: today| this week)?|since (?:mon|tues|wednes|thurs|fri|satur|sun)day|this (?:week|month|year)|last (?:week|month|year)|in (?:the )?last \\d+ days|the last \\d+ days|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|from the \\d{1,2}(?:st|nd|rd|th)? (?:to|through|till|until|-) the \\d{1,2}(?:st|nd|rd|th)?|(?:for|in|over|during|from) (?:the )?(?:last|past|this|previous) [a-z0-9 ]+)';

type TShape = [RegExp, (...parts: string[]) => string];

/** Each shape and the question it asks, tried in order. */
const lead = "(?:what'?s |what is |whats )?(?:my |the )?";

const shapes: readonly TShape[] = [
  [
    /^(?:were there |was there |any )+([a-z' ]+?) (?:logged|done|recorded|tracked|ticked off|checked off|at all)?\s*((?:on|for|yesterday|today|this|last)\b.*)$/,
    (what, when) => `did i do any ${what} ${when}?`,
  ],
  [
    new RegExp(`^${lead}([a-z' ]+?) (?:count|tally|total) on (?:the |my )?([a-z0-9' ]+ goal)$`),
    (what, goal) => `how many ${plural(what)} have i done on ${goal}?`,
  ],
  // "books finished so far toward the 24 books thing": a count to date toward a goal, however the goal is called.
  [
    /^(?:the |my )?([a-z' ]+?) (?:finished|done|read|completed|logged|run|achieved)? ?(?:so far|to date|until now) (?:toward|towards|on|for|in) (?:the |my )?([a-z0-9' ]+? (?:goal|thing|one|target|challenge))$/,
    (what, goal) => `how many ${plural(what)} have i done on ${goal}?`,
  ],
  [
    new RegExp(`^${lead}([a-z' ]+?) (?:count|tally|total|number|amount|sum|intake|consumption) (${period})$`),
    (what, when) =>
      `how many ${plural(what)} did i do ${when.replace(/^for (?=the last)/, 'in ').replace(/^for (?=(?:this|last) )/, '')}?`,
  ],
  [
    /^(?:the )?days? (?:remaining|left) (?:on|for|until|till|in|before|to) (?:the |my )?(.+)$|^(?:a )?countdown(?: in days)? (?:to|for|until) (?:the |my )?(.+?)(?:,? in days)?$|^(?:the )?(?:number of )?days (?:until|till|before) (?:the |my )?(.+? (?:goal|deadline))(?: (?:ends|is due|finishes|closes|is over))?$/,
    (first, second, third) => `how many days are left on ${first || second || third}?`,
  ],
  // "what was my reading yesterday": the amount of a habit in a period, asked with "what was".
  [
    new RegExp(`^(?:what|how much) (?:was|were|is) (?:my |the )?([a-z' ]+?) (${period})$`),
    (what, when) => `how much ${what} ${when}?`,
  ],
  [
    /^(?:my )?(?:most recent|latest|last) ([a-z' ]+?) (?:was )?(?:on )?(?:what|which) (?:date|day)$|^(?:what|which) (?:date|day) was (?:my )?(?:most recent|latest|last) ([a-z' ]+)$/,
    (first, second) => `when did i last ${(first || second || '').replace(/s$/, '')}?`,
  ],
  [/^compare (?:my |the )?(?:last|past) (?:2|two) weeks\b.*$/, () => 'compare this week with last week'],
  // "wednesday practice, what was it on": what was practised that day.
  [
    /^(?:on )?((?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)'?s? practi[cs]e(?: session)?,? (?:what|which)\b.*$/,
    (day) => `what did i practise on ${weekday(day)}?`,
  ],
  // "goal count?", "habit total": how many of a kind of row there are.
  [
    /^(?:my |the )?(habit|goal|skill)s? (?:count|total|number|tally)$/,
    (kind) => `how many ${kind}s do i have?`,
  ],
  // "marathon target date", "deadline for the spanish goal": a goal's date asked in a few words.
  [
    /^(?:my |the )?([a-z0-9' ]+?)(?:'s)? (?:target date|due date|deadline|end date|finish date)$|^(?:my |the )?(?:target date|due date|deadline|end date|finish date) (?:for|of|on) (?:my |the )?([a-z0-9' ]+)$/,
    (first, second) => `when is ${first || second} due?`,
  ],
  // "baseline hours i set on guitar", "spanish baseline": a skill's hours from before tracking.
  // "starting hours i gave guitar when i set it up": the hours a skill started with are its baseline.
  [
    /^(?:my |the )?(?:baseline(?: hours?)?|(?:starting|initial|original|opening) hours?)(?: i (?:set|put|gave|entered|have|had|started))?(?: (?:on|for|of|in|to))? (?:my |the )?([a-z' ]+?)(?: when i (?:set|started|added|created) (?:it|(?:it|this|that) up))?$|^(?:my |the )?([a-z' ]+?)(?:'s)? baseline(?: hours?)?$/,
    (first, second) => `what baseline does ${first || second} have?`,
  ],
  // "best day for water this week": the best day of a period, asked without a verb.
  [
    new RegExp(`^(?:my |the )?(best|top|biggest|worst) day (?:for|of) (?:my |the )?([a-z' ]+?) (${period})$`),
    (which, what, when) => `what was my ${which} day for ${what} ${when}?`,
  ],
  // "add up my pages since monday", "sum my runs this week": a sum asked for with a verb is the period's total.
  [
    // ("total practice minutes …" is a noun phrase, read by the answerers as it is.)
    new RegExp(
      `^(?:add|sum|total|tally)(?: up)? (?:(?:all (?:of )?)?(?:my|the) |(?:every|each) (?:single )?)((?!habits|goals|skills)[a-z' ]+?) (${period})$`,
    ),
    (what, when) => `how many ${plural(what)} did i do ${when}?`,
  ],
  // "last week how many runs": the period said before the question.
  [
    new RegExp(`^(?=(?:.*?) how (?:many|much) ([a-z' ]+)$)(${period}),? how (?:many|much) [a-z' ]+$`),
    (what, when) => `how many ${plural(what)} did i do ${when}?`,
  ],
  // "days this week where i hit 20 pages", "the days last week when i met my target", "count of days this
  // week my pages reached the 20 target" (counted first, and no relative word): the days a thing was done
  // in a period are counted, whoever did it, "i" or "my pages".
  [
    new RegExp(
      `^(?:the )?days(?: count| number| total| tally)? (${period}) (?:(?:where|when|that|on which|in which) )?(i|my [a-z]+) ([a-z]+) (.+)$`,
    ),
    (when, who, verb, what) => `how many days ${when} did ${who} ${verb} ${what}?`,
  ],
  // "books still needed to finish the 24-book challenge", "pages left for the reading goal": what a goal lacks.
  [
    /^(?:the )?(?:number of )?([a-z' ]+?) (?:still )?(?:needed|left|remaining|to go|missing) (?:to (?:finish|complete|reach|hit|get through)|for|on|in|before) (?:the |my )?(.+ (?:goal|challenge|deadline))$/,
    (what, goal) => `how many ${what} are left on ${goal}?`,
  ],
  // "remaining books before i hit 24", "pages left till i reach 300": what lacks to the number a goal names.
  [
    /^(?:the )?(?:remaining|outstanding) ([a-z]+) (?:before|until|till|to) (?:i )?(?:hit|reach|get to|make) (\d+)$|^(?:the )?([a-z]+) (?:left|remaining|to go) (?:before|until|till) i (?:hit|reach|get to|make) (\d+)$/,
    (first, firstGoal, second, secondGoal) => {
      const what = first || second;
      return `how many ${what} are left on the ${firstGoal || secondGoal} ${what} goal?`;
    },
  ],
  // "was my reading up or down compared with last week": this week's figure beside last week's.
  [
    /^(?:was|is|were|are|has|have) (?:my |the )?([a-z' ]+?) (?:been )?(?:up|down|higher|lower|better|worse|more|less)(?: or (?:up|down|higher|lower|better|worse|more|less|the same))?,? (?:compared (?:with|to)|than|vs\.?|versus|from) (?:the week before|last week)$/,
    (what) => `how did my ${what} this week compare with last week?`,
  ],
  // "count my goals for me", "tally up my habits": how many of a kind of row there are.
  [
    /^(?:can you |could you )?(?:count|tally)(?: up)? (?:all )?(?:my|the) (habits|goals|skills)(?: for me)?$/,
    (kind) => `how many ${kind} do i have?`,
  ],
  [
    /^(?:remind me |tell me |show me )?(?:what|which) (habits|goals|skills) (?:have i|did i|i've|ive|i have) (?:set up|got|made|created|added|started)\b.*$/,
    (kind) => `what ${kind} do i have?`,
  ],
];

// "runs last week?": a bare name and a period ask only with a question mark ("ran yesterday" reports).
const bareShape: TShape = [
  new RegExp(`^${lead}([a-z' ]+?) (${period})$`),
  // "runs last week?" counts; "flossed today?", "read today?" ask whether it was done.
  (what, when) => (/s$/.test(what) ? `how many ${what} did i do ${when}?` : `did i ${what} ${when}?`),
];

// What a query names is a thing counted, never a change or a report ("log 20 pages today").
const requestWord =
  /\b(?:add|create|new|track|log|set|make|start|stop|want|need|plan|schedule|rename|change|pause|resume|archive|link|mark|did|finished|completed|please|pls|should|would|could|will|can|must|move|push|extend|shift|delay|bring|update|raise|lower|reset|remove|delete)\b/;

/**
 * "glasses on tuesday", "water so far today": a unit counted or "so far" with a period and no amount asks
 * even without "?"; a verb with a period ("ran yesterday", "flossed today") reports.
 */
function countsWithoutAsking(said: string, habits: readonly THabitCounted[]): boolean {
  const match = new RegExp(`^${lead}(${fewWords}) (${period})$`).exec(said);
  const subject = match?.[1];
  if (!subject || !match[2] || notANoun.test(subject)) return false;
  const units = habits.flatMap((habit) => (habit.unit ? [habit.unit.toLowerCase()] : []));
  const words = subject.split(' ');
  // What is counted is one of the user's habits or its unit ("glasses"), never any plural ("focus on the thesis").
  const counted = findBestMatch(subject, habits) !== null || words.some((word) => units.includes(word));
  // A plural counted, last or before what was done with it ("glasses drunk", "pages read"), asks.
  const pluralCounted =
    /[^s]s$/.test(subject) || words.some((word) => units.includes(word) && /[^s]s$/.test(word));
  return counted && (pluralCounted || /^so far/.test(match[2]));
}

function plural(word: string): string {
  return /s$/.test(word) ? word : `${word}s`;
}

type THabitCounted = TNamed & { unit: string | null };

const dayPeriod = '(yesterday|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|this week|last week)';
const howWent = [
  new RegExp(`^how (?:did|was|were) (?:my )?([a-z' ]+?) (?:go |going )?(?:on )?${dayPeriod}$`),
  new RegExp(`^how (?:did|was) ${dayPeriod} (?:go )?(?:for|with) (?:my )?([a-z' ]+)$`),
];

/**
 * "how did reading go on monday", "how was monday for water": how one of the user's habits went on a day
 * is its amount that day.
 */
function readHowItWent(said: string, habits: readonly THabitCounted[]): string | null {
  const [first, second] = howWent.map((shape) => shape.exec(said));
  const [what, when] = first ? [first[1], first[2]] : second ? [second[2], second[1]] : [];
  if (what === undefined || when === undefined || findBestMatch(what, habits) === null) return null;
  return `how much ${what} ${/day$/.test(when) && !/^(?:yester|to)day$/.test(when) ? `on ${when}` : when}?`;
}

// "meditation days this week", "my run days last week": the days one of the user's habits was done in a period.
const habitDays = new RegExp(`^(?:my |the )?([a-z' ]+?) days (${period})$`);

function readHabitDays(said: string, habits: readonly THabitCounted[]): string | null {
  const [, what, when] = habitDays.exec(said) ?? [];
  if (what === undefined || when === undefined || findBestMatch(what, habits) === null) return null;
  return `how many days ${when} did i do ${what}?`;
}

/**
 * "thursday reading - number of pages", "what did i read on tues, page count": a count named after the
 * subject, set off by a dash or a comma, asks for it as a question mark would. ("scales this week, minutes
 * total" keeps its unit: practice time is read in it.)
 */
const countAskedAfter =
  /\s*[-–—:,]\s+(?:(?:the )?(?:number|count|total|amount|sum) of [a-z]+|(?!(?:minutes|mins|hours|hrs|time)\b)[a-z]+ (?:count|amount|total|tally))$/;

/** The query in the question form the data answerers read, or null when it is no such query. */
export function readFigureQuery(text: string, habits: readonly THabitCounted[] = []): string | null {
  // "forgot to tick floss on tuesday, is there a way to go back and fix that day": asking how to amend a day
  // in the app asks for no figure of it, whatever habit and day it names.
  if (asksHowToDo.test(text)) return null;
  // "skills list pls": a please or thanks at the end asks for nothing more.
  const bare = text.replace(/[?!.\s]+$/, '').replace(/,?\s+(?:please|pls|plz|thanks|thx|ty|for me)$/, '');
  const countAsked = countAskedAfter.test(bare);
  const said = periodWords
    .reduce(
      (line, [pattern, words]) => line.replace(pattern, words as string),
      bare.replace(countAskedAfter, ''),
    )
    .replace(/[?!.\s]+$/, '');
  const went = readHowItWent(said, habits) ?? readHabitDays(said, habits) ?? askedInUsualOrder(said);
  if (went !== null) return went;
  const asked = countAsked || /\?\s*$/.test(text);
  const tried = asked || countsWithoutAsking(said, habits) ? [...shapes, bareShape] : shapes;
  for (const [shape, ask] of tried) {
    const parts = shape.exec(said)?.slice(1);
    // What the query names: the first part a shape's alternatives filled ("reset guitar baseline" names
    // "reset guitar", a change).
    const subject = parts?.find((part) => part !== undefined) ?? '';
    // A goal's name may hold a number ("the 24 books goal", "the 24 books deadline"); a thing counted holds none.
    if (parts === undefined || requestWord.test(subject) || /\d(?!.*\b(?:goal|deadline)$)/.test(subject))
      continue;
    return ask(...parts.map((part) => part ?? ''));
  }
  // "what did i read on tues, page count", "total glasses of water mon to today": no shape, but a count
  // asked for or a total, its period put in the answerers' words ("on tuesday", "since monday"), is the query.
  const logged = requestWord.test(said) ? null : readLoggedForDay(said);
  if (logged !== null) return logged;
  const counted = readCountQuery(bare, habits);
  if (counted !== null) return counted;
  const reworded = said !== bare.replace(countAskedAfter, '');
  const asksCount = countAsked || /^total\b/.test(said);
  if (reworded && asksCount && !requestWord.test(said.replace(/^what did i\b/, ''))) return `${said}?`;
  return readHabitFigurePhrase(text, habits);
}
