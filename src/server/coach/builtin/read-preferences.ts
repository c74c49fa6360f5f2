import { readWeekdayIndex, weekdayNames } from '../../../domain/preferences/preference-options';
import { placeZones, zoneNames } from './place-zones';
import { withoutSetAside } from './set-aside-words';

/**
 * The readers of each preference a message can state — the week's first day, a unit system, a time
 * zone, a motivation style — shared by the preferences grammar (which first asks for the words that
 * say a setting is meant) and the preferences slot filling (used once the classifier reads the
 * message as a change of settings, so any way of saying the value will do).
 */

// "start on a saturday": an article before the day says nothing.
const weekday = `(?:a |the )?(${weekdayNames.join('|')})`;
const weekStartPatterns = [
  new RegExp(`\\bweeks? (?:should |to |will |must )?(?:start|begin|kicks? off|opens?)s?(?: on)? ${weekday}`),
  new RegExp(`\\b(?:start|begin|kick off|open) (?:my |the )?weeks? (?:on|with) ${weekday}`),
  new RegExp(
    `\\b${weekday} (?:as|is|should be|will be) (?:the )?(?:first (?:day )?|start (?:day )?|day (?:one|1) )of (?:the|my) week`,
  ),
  new RegExp(`\\bfirst day of (?:the|my) week (?:is|to|should be|as) ${weekday}`),
  new RegExp(`\\bweek start(?: day)? (?:to|is|=|:)? ?${weekday}`),
  // "my weeks run sunday to saturday": the first of the span.
  new RegExp(`\\bweeks? (?:run|go|goes|runs|are) (?:from )?${weekday}s? (?:to|through|till|until|-)`),
  // "make my week run from saturday", "weeks from sunday": where the week runs from is its start.
  new RegExp(`\\bweeks? (?:(?:run|runs|go|goes|start|starts|begin|begins) )?from ${weekday}`),
];
// "my week to run sunday to saturday": a span of days.
// "monday-sunday weeks": a dash between the days with or without spaces.
const daySpan = new RegExp(`\\b${weekday}s?(?: (?:to|through|thru|till|until) |\\s*[-–]\\s*)${weekday}s?\\b`);

export function readWeekStart(text: string): string | null {
  for (const pattern of weekStartPatterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1];
  }
  // A span of days that makes a whole week, said of the week (or of the calendar or planner the user keeps
  // it in: "my calendar runs sunday to saturday"), starts it whatever the verb.
  const span = /\b(?:weeks?|calendars?|planners?|diar(?:y|ies)|work ?weeks?)\b/.test(text)
    ? daySpan.exec(text)
    : null;
  if (span?.[1] && span[2]) {
    if ((readWeekdayIndex(span[1]) + 6) % 7 === readWeekdayIndex(span[2])) return span[1];
  }
  return null;
}

export const unitPattern = /\b(metric|imperial)\b/;
// "metric please", "imperial!": the system named on its own is a wish for it.
export const onlyUnitSystem =
  /^(?:(?:go|make it|i want|i'd like)\s+)?(?:metric|imperial)(?:\s+(?:please|pls|thanks|for me))?[.!]*$/;
// "switch to miles", "show weights in kg": a unit named after a wish to change is the whole system.
const unitWish =
  '\\b(?:use|using|switch(?:ing)? (?:\\w+ )?(?:over )?to|change (?:\\w+ )?to|prefer|(?:show|display|see) (?:me )?(?:\\w+ )?in|measure in|go with)\\s+';
export const metricWords = new RegExp(
  `${unitWish}(?:kg|km|kilos?|kilograms?|kilomet(?:er|re)s?|lit(?:er|re)s|celsius)\\b`,
);
export const imperialWords = new RegExp(`${unitWish}(?:lbs?|miles|pounds|feet|fahrenheit|ounces)\\b`);
// "show everything in imperial": the system named after a wish for a unit.
export const systemWish = new RegExp(`${unitWish}(metric|imperial)\\b`);
// "us units", "american units" are the imperial system.
export const usUnits = /\b(?:us|u\.s\.|american|usa) (?:units|system|measurements)\b/;

const metricUnitWords =
  /\b(?:kg|km|kilos?|kilograms?|kilomet(?:er|re)s?|lit(?:er|re)s?|celsius|metres?|meters?)\b/g;
const imperialUnitWords = /\b(?:lbs?|miles?|pounds|feet|foot|fahrenheit|ounces|inches|gallons?)\b/g;

/** Which system the unit words of a text name: the one with more of them, or (`only`) the one alone. */
function systemOfUnitWords(text: string, least: number, only = true): string | undefined {
  const metric = text.match(metricUnitWords)?.length ?? 0;
  const imperial = text.match(imperialUnitWords)?.length ?? 0;
  if (metric >= least && (only ? imperial === 0 : metric > imperial)) return 'metric';
  if (imperial >= least && (only ? metric === 0 : imperial > metric)) return 'imperial';
  return undefined;
}

/**
 * "kilos and kilometres please", "i think in pounds and miles": units of one system and no amount (an
 * amount would be a report, "ran 5 miles") name the system — two of them, or one (`least`) once the
 * message is known to be about settings.
 */
export function readUnitSystem(said: string, least = 2): string | undefined {
  if (/\d/.test(said)) return undefined;
  // "metric please, i don't get feet and inches": what the user refuses is never the system they want.
  const refused =
    /\b(?:don't|do not|can't|cannot|never) (?:get|understand|like|use|want|think in)\b[^,.;!]*|\bhate\b[^,.;!]*/;
  const kept = said.replace(refused, ' ');
  if (kept !== said) {
    const named = unitPattern.exec(kept)?.[1] ?? systemOfUnitWords(kept, 1, false);
    if (named !== undefined) return named;
  }
  // "pounds not kilos", "miles instead of km": the unit set aside names the other system.
  const setAside = /\b(?:not|instead of|rather than|no more)\s+(\w+)/.exec(said)?.[1];
  if (setAside !== undefined && systemOfUnitWords(setAside, 1) !== undefined) {
    const left = systemOfUnitWords(said.replace(setAside, ' '), 1);
    if (left !== undefined) return left;
  }
  return systemOfUnitWords(said, least);
}

// "moved from london to dublin": the place left is not the user's zone.
const placeLeft = /\bfrom (?:[a-z]+ ){1,2}(?=to\b)/;

/** "Europe/Berlin" as written, or a zone's everyday name, or a city the runtime knows as a zone ("Tokyo"). */
export function readTimeZone(original: string, text: string): string | null {
  const written = /\b([A-Z][A-Za-z]+\/[A-Za-z_]+(?:\/[A-Za-z_]+)?)\b/i.exec(original)?.[1];
  if (written) return matchKnownZone(written) ?? written;
  const arrived = text.replace(placeLeft, ' ');
  if (/\butc\b|\bgmt\b/.test(arrived)) return 'UTC';
  const named = [...zoneNames, ...placeZones].find(([pattern]) => pattern.test(arrived));
  if (named) return named[1];
  return findCityZone(arrived);
}

// Zones whose last part is also an everyday word or a first name ("I'm in bed when I wake up" is not
// Pacific/Wake, "by christmas" is no place, "call sofia" no move to Bulgaria).
const everydayWords = new Set([
  'wake',
  'easter',
  'jersey',
  'regina',
  'nome',
  'midway',
  'marengo',
  'center',
  'christmas',
  'reunion',
  'oral',
  'resolute',
  'canary',
  'sofia',
  'stanley',
  'knox',
  'truk',
  'norfolk',
  'chatham',
]);

function listCityZones(): { zone: string; city: string }[] {
  return Intl.supportedValuesOf('timeZone')
    .filter((zone) => !zone.startsWith('Antarctica/'))
    .map((zone) => ({ zone, city: zone.toLowerCase().split('/').at(-1) ?? '' }))
    .filter((entry) => !everydayWords.has(entry.city));
}

/** A city the runtime knows as a zone, anywhere in the message ("relocated to Chicago last month", "new york"). */
function findCityZone(text: string): string | null {
  const words = text.split(/[^a-z]+/).filter((word) => word.length > 1);
  const zones = listCityZones();
  for (let length = 3; length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const city = words.slice(start, start + length).join('_');
      const found = city.length >= 4 ? zones.find((entry) => entry.city === city) : undefined;
      if (found) return found.zone;
    }
  }
  return null;
}

let cityPattern: RegExp | undefined;

/**
 * The message with each place it names written "_place", for the classifier: a country or city it never
 * saw in training still says the message is about where the user is ("working remotely from thailand").
 */
export function markPlaces(text: string): string {
  cityPattern ??= new RegExp(
    `\\b(?:${listCityZones()
      .map((entry) => entry.city.replace(/_/g, ' '))
      .filter((city) => city.length >= 4 && /^[a-z ]+$/.test(city))
      .sort((a, b) => b.length - a.length)
      .join('|')})\\b`,
    'g',
  );
  const marked = placeZones.reduce(
    (said, [pattern]) => said.replace(new RegExp(pattern.source, 'g'), ' _place '),
    text,
  );
  return marked.replace(cityPattern, ' _place ');
}

function matchKnownZone(zone: string): string | null {
  return (
    Intl.supportedValuesOf('timeZone').find((known) => known.toLowerCase() === zone.toLowerCase()) ?? null
  );
}

// What people say they are motivated by, for each style the app knows.
const motivationWords: [RegExp, string][] = [
  [
    /\b(?:streaks?|progress|results|winning|goals|achiev\w*|targets?|checking things off|badges?|trophies|rewards?|milestones?|ticking (?:\w+ )?off|tick(?:ing)? (?:the )?boxes|finish\w*|complet\w*|accomplish\w*|numbers|stats|charts|graphs|go(?:ing)? up|records?|personal bests?|beat(?:ing)?)\b/,
    'achievement',
  ],
  [
    /\b(?:friends|others|people|shar(?:e|ing)|accountab\w*|community|competition|compet\w*|social|together|group|team|partner|buddy|buddies|club|crew|squad|class|mates)\b/,
    'social',
  ],
  [
    /\b(?:learning|improv\w*|getting better|good at|better at|skills?|mastery|growth|master\w*|experts?|expertise|craft)\b/,
    'mastery',
  ],
  [
    /\b(?:freedom|free|choice|my own|independen\w*|autonomy|flexib\w*|decide (?:for )?myself|choose|choosing|in control|in charge|own pace|(?:told|tells?|telling) (?:me )?what to do|micromanag\w*|rigid|room|space|my way|how i (?:like|want|please))\b/,
    'autonomy',
  ],
];

const everyMotivationWord = motivationWords.map(
  ([pattern, style]) => [new RegExp(pattern.source, 'g'), style] as const,
);

/**
 * The style most of the message's words speak of (at least `least` of them); on a tie, the first in
 * `motivationWords`.
 */
export function readMotivationStyle(text: string, least = 1): string | undefined {
  let best: { style: string; count: number } | undefined;
  const wanted = withoutSetAside(text);
  for (const [pattern, style] of everyMotivationWord) {
    const count = wanted.match(pattern)?.length ?? 0;
    if (count >= least && count > (best?.count ?? 0)) best = { style, count };
  }
  return best?.style;
}
