import { motivationStyles, weekdayNames } from '../../../domain/preferences/preference-options';
import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';
import { proposeAction } from './propose-action';
import { bold, capitalize, joinList, writeProposal } from './write-reply';

/**
 * Preferences in plain words: "start my week on Monday", "use metric units", "switch to imperial",
 * "my timezone is Europe/Berlin", "I moved to Tokyo", "I'm motivated by mastery".
 */

const weekday = `(${weekdayNames.join('|')})`;
const weekStartPatterns = [
  new RegExp(`\\bweeks? (?:should |to |will |must )?(?:start|begin)s?(?: on)? ${weekday}`),
  new RegExp(`\\b(?:start|begin) (?:my|the) weeks? (?:on|with) ${weekday}`),
  new RegExp(`\\b${weekday} (?:as|is|should be) (?:the )?(?:first|start) (?:day )?of (?:the|my) week`),
  new RegExp(`\\bfirst day of (?:the|my) week (?:is|to|should be|as) ${weekday}`),
  new RegExp(`\\bweek start(?: day)? (?:to|is|=|:)? ?${weekday}`),
];
const timeZoneWords =
  /\b(?:time ?zone|tz|i'm in|i am in|i live in|i moved to|moved to|based in|i'm based in|local time)\b/;
const unitPattern = /\b(metric|imperial)\b/;
// "switch to miles", "show weights in kg": a unit named after a wish to change is the whole system.
const unitWish =
  '\\b(?:use|using|switch(?:ing)? (?:\\w+ )?(?:over )?to|change (?:\\w+ )?to|prefer|show (?:me )?(?:\\w+ )?in|measure in|go with)\\s+';
const metricWords = new RegExp(
  `${unitWish}(?:kg|km|kilos?|kilograms?|kilomet(?:er|re)s?|lit(?:er|re)s|celsius)\\b`,
);
const imperialWords = new RegExp(`${unitWish}(?:lbs?|miles|pounds|feet|fahrenheit|ounces)\\b`);
// Zones said by their everyday name ("pacific time", "EST").
const zoneNames: [RegExp, string][] = [
  [/\b(?:pacific|pst|pdt)\b/, 'America/Los_Angeles'],
  [/\b(?:mountain|mst|mdt)\b/, 'America/Denver'],
  [/\b(?:us central|central time|cst|cdt)\b/, 'America/Chicago'],
  [/\b(?:eastern|est|edt)\b/, 'America/New_York'],
  [/\b(?:central european|cet|cest)\b/, 'Europe/Berlin'],
  [/\b(?:british|bst)\b/, 'Europe/London'],
];
// What people say they are motivated by, for each style the app knows.
const motivationWords: [RegExp, string][] = [
  [
    /\b(?:streaks?|progress|results|winning|goals|achiev\w*|targets?|checking things off|badges?|trophies|rewards?|milestones?|ticking (?:\w+ )?off)\b/,
    'achievement',
  ],
  [
    /\b(?:friends|others|people|accountab\w*|community|competition|compet\w*|social|together|group|team|partner)\b/,
    'social',
  ],
  [/\b(?:learning|improv\w*|getting better|skills?|mastery|growth|mastering)\b/, 'mastery'],
  [
    /\b(?:freedom|choice|my own|independen\w*|autonomy|flexib\w*|decide (?:for )?myself|choose|choosing|in control)\b/,
    'autonomy',
  ],
];

// Saying what keeps one going, in other words than "motivated".
const motivationCue =
  /\b(?:motivat\w*|keeps? me going|gets? me going|what works for me|i work best|i thrive)\b/;
// "us units", "american units" are the imperial system.
const usUnits = /\b(?:us|u\.s\.|american|usa) (?:units|system|measurements)\b/;

function readWeekStart(text: string): string | null {
  for (const pattern of weekStartPatterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1];
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
  const place = /\b(?:in|to|is)\s+([a-z][a-z ]{2,30}?)(?:\s+(?:time(?: ?zone)?|now|please))?[.!?]*$/.exec(
    text,
  )?.[1];
  if (!place) return null;
  const city = place.trim().replace(/\s+/g, '_');
  return listTimeZones().find((zone) => zone.toLowerCase().endsWith(`/${city}`)) ?? null;
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
    (/\b(?:use|switch|change|set|prefer|units?|measure|system)\b/.test(text)
      ? unitPattern.exec(text)?.[1]
      : undefined) ??
    (metricWords.test(text)
      ? 'metric'
      : imperialWords.test(text) || usUnits.test(text)
        ? 'imperial'
        : undefined);
  if (units) changes.units = units;
  if (timeZoneWords.test(text)) {
    const zone = readTimeZone(original, text);
    if (zone) changes.timezone = zone;
  }
  const motivation = motivationCue.test(text)
    ? (motivationStyles.find((style) => new RegExp(`\\b${style}\\b`).test(text)) ??
      motivationWords.find(([pattern]) => pattern.test(text))?.[1])
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
