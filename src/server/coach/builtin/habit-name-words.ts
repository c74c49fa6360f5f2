import { closingCourtesy } from './closing-courtesy';
import { irregular } from './match-by-name';

/**
 * The words an inferred habit name keeps (decision 0048: a new habit's name is its activity). A name the user
 * gave in so many words ("called …", quoted) never passes through here.
 */

/**
 * "bike rides", "laps at the pool": an everyday phrase for a common activity names the habit by the
 * activity (Cycling, Swimming); a bare verb ("walk", "swim") and anything else keep the words said.
 */
const activities: readonly [RegExp, string][] = [
  [
    /^(?:(?:my |some |a )?(?:bike|bicycle|cycle) (?:rides?|trips?|commutes?)|biking|ride (?:my |a |the )?bike|riding (?:my |a |the )?bike)$/,
    'Cycling',
  ],
  [
    /^(?:(?:my |some )?(?:pool |swim(?:ming)? )?laps(?: (?:at|in) the pool)?|swim(?:ming)? sessions?)$/,
    'Swimming',
  ],
];

// "go for a run", "going for a swim", "go swimming": "go" only says the activity is set out on; the
// activity is the noun or the -ing word after it ("go to bed" is a chore of its own and keeps its verb).
const goForActivity =
  /^go(?:ing)? (?:for (?:a |an |my )?(?:quick |short |long |little )?([a-z]{3,})|([a-z]{3,}ing))$/;

// "bedtime reading", "nightly flossing", "morning stretching": a time of day before an activity says when it
// is done, as "every night" does; the activity is the habit. Before a thing ("evening walk", "morning
// pages") it may be the name itself, so it stays.
const timeOfDayBeforeActivity =
  /^(?:bedtime|nightly|night-?time|night|morning|evening|afternoon|daily|weekly|after-?dinner|pre-?bed)\s+(?=[a-z]{2,}ing$)/;

// "time for a daily flossing habit", "get to running 5 km", "get back into journaling": words that say the
// habit is wanted or taken up, before an -ing activity, are no part of its name.
const takingUp =
  /^(?:(?:it'?s |about )?time (?:for|to start) (?:a |an |some |my )?|(?:get(?:ting)?|go(?:ing)?) (?:back )?(?:to|into) |(?:start(?:ing)?|begin(?:ning)?|take up|pick up) (?:a |some )?)(?=(?:[a-z]+ )?[a-z]{3,}ing$)/;

// "meditated 10 minutes", "slept 8 hours", "swam 20 laps": a report of an activity with no habit yet names the
// habit by the activity, never by its past tense (issue 36: a habit's name is its activity). Only the common
// activities below are turned back: an unknown word ending in -ed may be no verb at all, and stays as said.
const reportedActivities =
  'run swim sleep write draw ride sing drink eat meditate exercise practise practice skate hike bike dance bake cycle journal stretch walk jog paint cook clean study floss pray nap row lift rest train play learn hydrate type knit sew garden declutter skip climb box code vacuum tidy iron shave moisturize moisturise'.split(
    ' ',
  );

/** "meditated" → "meditate", "jogged" → "jog", "studied" → "study": the past tense of a listed activity. */
function pastTenseOf(verb: string): string {
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (/^(?:jog|nap|skip|row)$/.test(verb)) return verb === 'row' ? 'rowed' : `${verb}${verb.slice(-1)}ed`;
  return `${verb}ed`;
}

// The irregular forms are match-by-name's own ("ran" is Run there too); the others are made by rule.
const activityOfPast = new Map<string, string>([
  ...reportedActivities.map((verb): [string, string] => [pastTenseOf(verb), verb]),
  ...Object.entries(irregular).filter(([, verb]) => reportedActivities.includes(verb)),
]);

/** The name with a listed activity's past tense at its head turned back to the activity, or null. */
function withActivityForPast(said: string): string | null {
  const [head = '', ...rest] = said.split(' ');
  const activity = activityOfPast.get(head);
  return activity === undefined ? null : [activity, ...rest].join(' ');
}

/**
 * "jogged 3 km", "i just swam 1 km": a message opening with a listed activity's past tense reports it; it sets
 * no goal, which is for what is still to come.
 */
export function opensWithReportedActivity(text: string): boolean {
  const head = /^(?:(?:so|ok|well)\s+)?(?:i\s+)?(?:just\s+|finally\s+)?([a-z]+)\b/.exec(text.trim())?.[1];
  return head !== undefined && activityOfPast.has(head);
}

export function activityName(name: string): string | null {
  const present = withActivityForPast(name.trim().toLowerCase());
  if (present !== null) return activityName(present) ?? present.charAt(0).toUpperCase() + present.slice(1);
  const said = name.trim().toLowerCase().replace(takingUp, '');
  if (said !== name.trim().toLowerCase())
    return activityName(said) ?? said.charAt(0).toUpperCase() + said.slice(1);
  const timeless = said.replace(timeOfDayBeforeActivity, '');
  if (timeless !== said) return timeless.charAt(0).toUpperCase() + timeless.slice(1);
  const listed = activities.find(([phrase]) => phrase.test(said))?.[1];
  if (listed !== undefined) return listed;
  const gone = goForActivity.exec(said);
  const activity = gone?.[1] ?? gone?.[2];
  return activity === undefined ? null : activity.charAt(0).toUpperCase() + activity.slice(1);
}

// "15 pages every day", "2 chapters a night": what is counted says the activity only when one activity counts
// it; steps, glasses or km are counted by several (walk or run, water or juice) and keep their own word.
const countedBy: Record<string, string> = { pages: 'Read', chapters: 'Read' };

/** The activity a counted unit alone names, or null. */
export function activityOfCount(unit: string | null): string | null {
  return unit === null ? null : (countedBy[unit] ?? null);
}

// Words that close a name without changing the habit: "…as well", "…too", "…a little", "…from now on", a
// closing "goal" whose amount was taken out ("pages read, goal of 25 a day"), or what the coach is to do
// with it ("…added", "…set up"), or approval of the amount taken out ("meditate, 5 min is fine", "10 pages
// would be plenty"). They stack ("floss added as well"), so all of them go, from the end.
const trailingQualifier = new RegExp(
  `\\s+(?:(?:is|would be|should be|seems|sounds) (?:fine|ok|okay|alright|enough|plenty|good|great|a (?:good )?start)|will do|as well|too|also|again|a little|a bit|more often|more|regularly|consistently|goal|target|only|tracked|logged|counted|recorded|added|created|made|set up|now|from now on|going forward|instead|${closingCourtesy}|(?:on|in) (?:my|the) (?:list|app|dashboard|page|screen))$`,
);

export function withoutTrailingQualifiers(name: string): string {
  let rest = name;
  for (let pass = 0; pass < 4; pass += 1) {
    const shorter = rest.replace(trailingQualifier, '');
    if (shorter === rest) break;
    rest = shorter;
  }
  return rest;
}

// "call it Mobility from now on", "rename it Diary instead": when the new name starts is said after it.
// "call Read Reading time on my list": where the name shows is no part of it either.
const closingTimeWords =
  /\s+(?:from now on|going forward|from today(?: on)?|onwards|for now|now|instead|please|pls|thanks|(?:on|in) (?:my|the) (?:list|app|dashboard|page|screen|habits?(?: list)?))$/i;

/** A name given in so many words, without the words that say when it applies. */
export function withoutClosingTimeWords(name: string): string {
  let rest = name.trim();
  for (let pass = 0; pass < 3; pass += 1) {
    const shorter = rest.replace(closingTimeWords, '');
    if (shorter === rest) break;
    rest = shorter;
  }
  return rest;
}

// What a habit is for, said after it: "to get there", "to go with it", "to support it", "for starters".
export const purposeWords =
  '(?:to (?:start(?: with)?|begin(?: with)?|get (?:me |us )?there|go with (?:it|that|this|the goal)|go along with (?:it|that|this)|help (?:with )?(?:it|that|this)|back (?:it|that|this) up|support (?:it|that|this)|feed (?:it|that|this)|count towards? (?:it|that|this))|for (?:starters|now|a start))';
const closingPurpose = new RegExp(`\\s+${purposeWords}\\s*$`);

/** "a reading habit to go with it": the habit without what it is for, whose "it" is the thing said before. */
export function withoutPurposeClause(clause: string): string {
  return /\bhabits?\b/.test(clause) ? clause.replace(closingPurpose, '') : clause;
}
