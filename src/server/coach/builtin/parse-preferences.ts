import {
  motivationStyles,
  readWeekdayIndex,
  weekdayNames,
} from '../../../domain/preferences/preference-options';
import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';
import { proposeAction } from './propose-action';
import { bold, capitalize, joinList, writeProposal } from './write-reply';

/**
 * Preferences in plain words: "start my week on Monday", "use metric units", "switch to imperial",
 * "my timezone is Europe/Berlin", "I moved to Tokyo", "I'm motivated by mastery".
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
];
const timeZoneWords =
  /\b(?:time ?zones?|tz|clock|i'm in|i am in|i live in|i moved to|moved to|based in|i'm based in|local time|relocat\w* to|moving to|landed in|arrived in|(?:east|west) coast|flew (?:in)?to|living in|staying in|(?:currently|now) in|spend (?:\w+ ){0,4}in|(?:on|to|use) [a-z]+(?: [a-z]+)? time)\b/;
const unitPattern = /\b(metric|imperial)\b/;
// "metric please", "imperial!": the system named on its own is a wish for it.
const onlyUnitSystem =
  /^(?:(?:go|make it|i want|i'd like)\s+)?(?:metric|imperial)(?:\s+(?:please|pls|thanks|for me))?[.!]*$/;
// "switch to miles", "show weights in kg": a unit named after a wish to change is the whole system.
const unitWish =
  '\\b(?:use|using|switch(?:ing)? (?:\\w+ )?(?:over )?to|change (?:\\w+ )?to|prefer|(?:show|display|see) (?:me )?(?:\\w+ )?in|measure in|go with)\\s+';
const metricWords = new RegExp(
  `${unitWish}(?:kg|km|kilos?|kilograms?|kilomet(?:er|re)s?|lit(?:er|re)s|celsius)\\b`,
);
const imperialWords = new RegExp(`${unitWish}(?:lbs?|miles|pounds|feet|fahrenheit|ounces)\\b`);
// "show everything in imperial": the system named after a wish for a unit.
const systemWish = new RegExp(`${unitWish}(metric|imperial)\\b`);
// Zones said by their everyday name ("pacific time", "EST").
const zoneNames: [RegExp, string][] = [
  [/\b(?:pacific|pst|pdt|west coast)\b/, 'America/Los_Angeles'],
  [/\b(?:mountain|mst|mdt)\b/, 'America/Denver'],
  [/\b(?:us central|central time|cst|cdt)\b/, 'America/Chicago'],
  [/\b(?:eastern|est|edt|east coast)\b/, 'America/New_York'],
  [/\b(?:central european|cet|cest)\b/, 'Europe/Berlin'],
  [/\b(?:british|bst)\b/, 'Europe/London'],
  // Countries with one zone, said as places ("i'm in the uk").
  [/\b(?:the uk|united kingdom|england|britain|scotland|wales)\b/, 'Europe/London'],
  [/\b(?:germany)\b/, 'Europe/Berlin'],
  [/\b(?:france)\b/, 'Europe/Paris'],
  [/\b(?:spain)\b/, 'Europe/Madrid'],
  [/\b(?:italy)\b/, 'Europe/Rome'],
  [/\b(?:the netherlands|holland)\b/, 'Europe/Amsterdam'],
  [/\b(?:ireland)\b/, 'Europe/Dublin'],
  [/\b(?:japan)\b/, 'Asia/Tokyo'],
];
// What people say they are motivated by, for each style the app knows.
const motivationWords: [RegExp, string][] = [
  [
    /\b(?:streaks?|progress|results|winning|goals|achiev\w*|targets?|checking things off|badges?|trophies|rewards?|milestones?|ticking (?:\w+ )?off|tick(?:ing)? (?:the )?boxes|finishing things|completing things|numbers|stats|charts|graphs|go(?:ing)? up|records?|personal bests?|beat(?:ing)?)\b/,
    'achievement',
  ],
  [
    /\b(?:friends|others|people|shar(?:e|ing)|accountab\w*|community|competition|compet\w*|social|together|group|team|partner|buddy|buddies)\b/,
    'social',
  ],
  [/\b(?:learning|improv\w*|getting better|skills?|mastery|growth|mastering)\b/, 'mastery'],
  [
    /\b(?:freedom|choice|my own|independen\w*|autonomy|flexib\w*|decide (?:for )?myself|choose|choosing|in control|in charge|own pace|told what to do)\b/,
    'autonomy',
  ],
];

/** The style most of the message's words speak of; on a tie, the first in `motivationWords`. */
function readMotivationStyle(text: string): string | undefined {
  let best: { style: string; count: number } | undefined;
  for (const [pattern, style] of motivationWords) {
    const count = text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
    if (count > (best?.count ?? 0)) best = { style, count };
  }
  return best?.style;
}

// Saying what keeps one going, in other words than "motivated".
const motivationCue =
  /\b(?:motivat\w*|keeps? me (?:going|on track|consistent|honest|accountable|motivated)|push(?:es)? me|i (?:need|like|love|want) to feel|i (?:like|love|prefer|enjoy|need) (?:being|having|to be|it when|\w+ing)|i (?:like|love|value|need|want) (?:my |the )?(?:freedom|independence|control|flexibility|choice|autonomy)|gets? me (?:going|moving|out of bed)|drives me|i'm all about|matters (?:most |a lot )?to me|(?:most )?important to me|what works(?: for me)?|i (?:work|do) (?:my )?(?:best|better)|i thrive|told what to do|my own (?:pace|way|terms|rules|schedule))\b/;
// "us units", "american units" are the imperial system.
const usUnits = /\b(?:us|u\.s\.|american|usa) (?:units|system|measurements)\b/;

const metricUnitWords =
  /\b(?:kg|km|kilos?|kilograms?|kilomet(?:er|re)s?|lit(?:er|re)s?|celsius|metres?|meters?)\b/g;
const imperialUnitWords = /\b(?:lbs?|miles?|pounds|feet|foot|fahrenheit|ounces|inches|gallons?)\b/g;

/**
 * "kilos and kilometres please", "i think in pounds and miles": two units of one system and no amount
 * (an amount would be a report, "ran 5 miles") name the system.
 */
function readUnitSystem(said: string): string | undefined {
  if (/\d/.test(said)) return undefined;
  // "metric please, i don't get feet and inches": what the user refuses is never the system they want.
  const refused =
    /\b(?:don't|do not|can't|cannot|never) (?:get|understand|like|use|want|think in)\b[^,.;!]*|\bhate\b[^,.;!]*/;
  const kept = said.replace(refused, ' ');
  if (kept !== said) {
    const metricLeft = kept.match(metricUnitWords)?.length ?? 0;
    const imperialLeft = kept.match(imperialUnitWords)?.length ?? 0;
    const named =
      unitPattern.exec(kept)?.[1] ??
      (metricLeft > imperialLeft ? 'metric' : imperialLeft > metricLeft ? 'imperial' : undefined);
    if (named !== undefined) return named;
  }
  // "pounds not kilos", "miles instead of km": the unit set aside names the other system.
  const setAside = /\b(?:not|instead of|rather than|no more)\s+(\w+)/.exec(said)?.[1];
  const text = setAside === undefined ? said : said.replace(setAside, ' ');
  if (setAside !== undefined && (metricUnitWords.test(setAside) || imperialUnitWords.test(setAside))) {
    metricUnitWords.lastIndex = 0;
    imperialUnitWords.lastIndex = 0;
    const metricLeft = text.match(metricUnitWords)?.length ?? 0;
    const imperialLeft = text.match(imperialUnitWords)?.length ?? 0;
    if (metricLeft > 0 && imperialLeft === 0) return 'metric';
    if (imperialLeft > 0 && metricLeft === 0) return 'imperial';
  }
  const metric = text.match(metricUnitWords)?.length ?? 0;
  const imperial = text.match(imperialUnitWords)?.length ?? 0;
  if (metric >= 2 && imperial === 0) return 'metric';
  if (imperial >= 2 && metric === 0) return 'imperial';
  return undefined;
}

// "my week to run sunday to saturday": a span of days.
const daySpan = new RegExp(`\\b${weekday}s? (?:to|through|thru|till|until|-) ${weekday}s?\\b`);

function readWeekStart(text: string): string | null {
  for (const pattern of weekStartPatterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1];
  }
  // A span of days that makes a whole week, said of the week, starts it whatever the verb.
  const span = /\bweeks?\b/.test(text) ? daySpan.exec(text) : null;
  if (span?.[1] && span[2]) {
    if ((readWeekdayIndex(span[1]) + 6) % 7 === readWeekdayIndex(span[2])) return span[1];
  }
  return null;
}

/** "Europe/Berlin" as written, or a city the runtime knows as a zone ("Tokyo" → Asia/Tokyo). */
function readTimeZone(original: string, text: string): string | null {
  const written = /\b([A-Z][A-Za-z]+\/[A-Za-z_]+(?:\/[A-Za-z_]+)?)\b/i.exec(original)?.[1];
  if (written) return matchKnownZone(written) ?? written;
  if (/\butc\b|\bgmt\b/.test(text)) return 'UTC';
  const named = zoneNames.find(([pattern]) => pattern.test(text));
  if (named) return named[1];
  return findCityZone(text);
}

// Zones whose last part is also an everyday word ("I'm in bed when I wake up" is not Pacific/Wake).
const everydayWords = new Set(['wake', 'easter', 'jersey', 'regina', 'nome', 'midway', 'marengo', 'center']);

/** A city the runtime knows as a zone, anywhere in the message ("relocated to Chicago last month", "new york"). */
function findCityZone(text: string): string | null {
  const words = text.split(/[^a-z]+/).filter((word) => word.length > 1);
  const zones = listTimeZones()
    .filter((zone) => !zone.startsWith('Antarctica/'))
    .map((zone) => ({ zone, city: zone.toLowerCase().split('/').at(-1) ?? '' }))
    .filter((entry) => !everydayWords.has(entry.city));
  for (let length = 3; length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const city = words.slice(start, start + length).join('_');
      const found = city.length >= 4 ? zones.find((entry) => entry.city === city) : undefined;
      if (found) return found.zone;
    }
  }
  return null;
}

function listTimeZones(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

function matchKnownZone(zone: string): string | null {
  return listTimeZones().find((known) => known.toLowerCase() === zone.toLowerCase()) ?? null;
}

function readChanges(request: TCoachRequest): Record<string, string> {
  const { text, original } = request;
  const changes: Record<string, string> = {};
  const weekStart = readWeekStart(text);
  if (weekStart) changes.week_start = weekStart;
  const units =
    (/\b(?:use|switch|change|set|prefer|units?|measure|system)\b/.test(text) || onlyUnitSystem.test(text)
      ? unitPattern.exec(text)?.[1]
      : undefined) ??
    (systemWish.test(text) ? systemWish.exec(text)?.[1] : undefined) ??
    (metricWords.test(text)
      ? 'metric'
      : imperialWords.test(text) || usUnits.test(text)
        ? 'imperial'
        : undefined) ??
    readUnitSystem(text);
  if (units) changes.units = units;
  if (timeZoneWords.test(text)) {
    const zone = readTimeZone(original, text);
    if (zone) changes.timezone = zone;
  }
  const motivation = motivationCue.test(text)
    ? (motivationStyles.find((style) => new RegExp(`\\b${style}\\b`).test(text)) ?? readMotivationStyle(text))
    : undefined;
  if (motivation) changes.motivation_style = motivation;
  return changes;
}

const labels: Record<string, (value: string) => string> = {
  week_start: (value) => `weeks start on ${bold(capitalize(value))}`,
  units: (value) => `${bold(value)} units`,
  timezone: (value) => `time zone ${bold(value)}`,
  motivation_style: (value) => `motivation style ${bold(value)}`,
};

export function parsePreferences(request: TCoachRequest): TCoachAnswer | null {
  const changes = readChanges(request);
  const keys = Object.keys(changes);
  if (keys.length === 0) {
    if (timeZoneWords.test(request.text) && /\btime ?zone\b/.test(request.text))
      return {
        reply: 'Which time zone are you in? Write it like "Europe/Berlin" or "America/New_York".',
        action: null,
      };
    return null;
  }
  const action: TCoachAction = { type: 'update_user_preferences', ...changes };
  const summary = joinList(keys.map((key) => labels[key]?.(changes[key] ?? '') ?? key));
  const reply = writeProposal(
    {
      lead: `I'll update your preferences: ${summary}.`,
      tip: 'This changes how your days and weeks are counted across the app.',
      question: 'Shall I save it?',
    },
    request.guest,
  );
  return proposeAction(request, reply, action);
}
