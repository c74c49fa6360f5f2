import { motivationStyles, weekdayNames } from '../../../domain/preferences/preference-options';
import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';
import { splitWords, stemWord } from './match-by-name';
import { proposeAction } from './propose-action';
import { readHabitUnitChange } from './read-habit-unit-change';
import {
  imperialWords,
  metricWords,
  onlyUnitSystem,
  readMotivationStyle,
  readTimeZone,
  readUnitSystem,
  readWeekStart,
  systemWish,
  unitPattern,
  usUnits,
} from './read-preferences';
import { systemPreferredToOther } from './set-aside-words';
import { bold, capitalize, joinList, writeProposal } from './write-reply';

/**
 * Preferences in plain words: "start my week on Monday", "use metric units", "switch to imperial",
 * "my timezone is Europe/Berlin", "I moved to Tokyo", "I'm motivated by mastery". The grammar reads a
 * setting only after words that say one is meant; the slot filling, used once the classifier reads the
 * message as a change of settings, reads the same values without them ("home is auckland").
 */

const timeZoneWords =
  /\b(?:time ?zones?|tz|clock|i'm in|i am in|i live in|i moved to|moved to|based in|i'm based in|local time|relocat\w* to|moving to|landed in|arrived in|(?:east|west) coast|flew (?:in)?to|living in|staying in|(?:currently|now) in|spend (?:\w+ ){0,4}in|(?:on|to|use) [a-z]+(?: [a-z]+)? time)\b/;
// Saying what keeps one going, in other words than "motivated".
const motivationCue =
  /\b(?:motivat\w*|keeps? me (?:going|on track|consistent|honest|accountable|motivated)|push(?:es)? me|i (?:need|like|love|want) to feel|i (?:like|love|prefer|enjoy|need) (?:being|having|to be|it when|\w+ing)|i (?:like|love|value|need|want) (?:my |the )?(?:freedom|independence|control|flexibility|choice|autonomy)|gets? me (?:going|moving|out of bed)|drives me|i'm all about|matters (?:most |a lot )?to me|(?:most )?important to me|what works(?: for me)?|i (?:work|do) (?:my )?(?:best|better)|i thrive|(?:told|tells?|telling) (?:me )?what to do|my own (?:pace|way|terms|rules|schedule))\b/;

function readUnits(text: string): string | undefined {
  return (
    systemPreferredToOther(text) ??
    (/\b(?:use|switch|change|set|prefer|units?|measure|system)\b/.test(text) || onlyUnitSystem.test(text)
      ? unitPattern.exec(text)?.[1]
      : undefined) ??
    (systemWish.test(text) ? systemWish.exec(text)?.[1] : undefined) ??
    (metricWords.test(text)
      ? 'metric'
      : imperialWords.test(text) || usUnits.test(text)
        ? 'imperial'
        : undefined) ??
    readUnitSystem(text)
  );
}

/** The settings a message states after the words that say a setting is meant. */
function readChanges(request: TCoachRequest): Record<string, string> {
  const { text, original } = request;
  const changes: Record<string, string> = {};
  // "week starting monday": a week's first day needs no cue beyond the week and a word of starting.
  const weekStart = readWeekStart(text) ?? readWeekStartByStem(splitWords(text).map(stemWord));
  if (weekStart) changes.week_start = weekStart;
  const units = readUnits(text);
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

/** A week's first day said in any order: "begin weeks on mondays", "saturday should kick off my week", "weeks from sunday". */
function readWeekStartByStem(stems: string[]): string | undefined {
  // "weekly start to sunday": the week said as an adjective is the week too.
  if (
    !stems.some((stem) => stem === 'week' || stem === 'weekly') ||
    !stems.some((stem) => /^(?:start|begin|first|kick|open|from)/.test(stem))
  )
    return undefined;
  return weekdayNames.find((name) => stems.includes(stemWord(name)));
}

/** "socially", "mastering", "a mastery person": a word that starts like a style's name, or the style like it. */
function readNamedStyle(stems: string[]): string | undefined {
  return motivationStyles.find((name) =>
    stems.some((stem) => stem.length >= 5 && (name.startsWith(stem) || stem.startsWith(stemWord(name)))),
  );
}

// "book a table in paris", "i'm visiting berlin next month": a place travelled to is not where the user lives.
const travelWords =
  /\b(?:visit\w*|trips?|travel\w*|flights?|hotels?|book|booking|reserve|holidays?|vacation|tour\w*|weather|restaurants?|tickets?|sightseeing)\b/;

// "good afternoon from toronto", "evening from sunny lisbon": a greeting says where it is sent from, not
// where the user lives; only a word that says so ("i moved to…", "my time zone…") sets a zone.
const greetingFromPlace =
  /^(?:good )?(?:morning|afternoon|evening|day|night)\b.*\bfrom\b|^(?:hello|hi|hey|hiya|howdy|greetings)\b.*\bfrom\b/;

const speaksOfSelf = /\b(?:i|i'm|im|i've|me|myself)\b/;

const asksTheCoach =
  /^(?:please |pls )?(?:(?:can|could|would|will) you|update|change|set|edit|fix|make|move|add|remove|delete)\b/;

/** Every setting the message states, with or without the grammar's cue words. */
function readLooseChanges(request: TCoachRequest): Record<string, string> {
  const { text, original } = request;
  const stems = splitWords(text).map(stemWord);
  const found: Record<string, string | null | undefined> = {
    week_start: readWeekStart(text) ?? readWeekStartByStem(stems),
    units: readUnits(text) ?? unitPattern.exec(text)?.[1] ?? readUnitSystem(text, 1),
    timezone: travelWords.test(text) || greetingFromPlace.test(text) ? null : readTimeZone(original, text),
    // What keeps one going is told, not asked of the coach: "update my target" wants a change. It is told
    // of oneself ("i hate being micromanaged", "seeing my streak grow keeps me at it"): one word of a
    // style in a scene with no "i" or "me" ("sat in a cafe people watching", "curious what the charts
    // look like") tells no preference; two of the style's words still do.
    motivation_style: asksTheCoach.test(text)
      ? undefined
      : (readNamedStyle(stems) ?? readMotivationStyle(text, speaksOfSelf.test(text) ? 1 : 2)),
  };
  return Object.fromEntries(
    Object.entries(found).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const labels: Record<string, (value: string) => string> = {
  week_start: (value) => `weeks start on ${bold(capitalize(value))}`,
  units: (value) => `${bold(value)} units`,
  timezone: (value) => `time zone ${bold(value)}`,
  motivation_style: (value) => `motivation style ${bold(value)}`,
};

function proposePreferences(request: TCoachRequest, changes: Record<string, string>): TCoachAnswer {
  const keys = Object.keys(changes);
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

// "switch run's unit to miles": a habit's own unit is the habit's to change, not the account's system.
const namesHabitUnit = (request: TCoachRequest) =>
  readHabitUnitChange(request.text, request.context) !== null;

export function parsePreferences(request: TCoachRequest): TCoachAnswer | null {
  if (namesHabitUnit(request)) return null;
  const changes = readChanges(request);
  if (Object.keys(changes).length > 0) return proposePreferences(request, changes);
  if (timeZoneWords.test(request.text) && /\btime ?zone\b/.test(request.text))
    return {
      reply: 'Which time zone are you in? Write it like "Europe/Berlin" or "America/New_York".',
      action: null,
    };
  return null;
}

/** Slot filling for a message the classifier reads as a change of settings. */
export function fillPreferences(request: TCoachRequest): TCoachAnswer | null {
  if (namesHabitUnit(request)) return null;
  const changes = readLooseChanges(request);
  return Object.keys(changes).length > 0 ? proposePreferences(request, changes) : null;
}
