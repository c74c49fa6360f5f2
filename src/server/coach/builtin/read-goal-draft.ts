import { findQuotedName } from './find-quoted-name';
import { findDate } from './read-dates';
import { findQuantity } from './read-quantities';
import { recoverOriginal } from './recover-original';
import { reportsRatherThanSetsGoal } from './tense-rules-out';
import { withoutNameAside } from './without-name-aside';
import { capitalize } from './write-reply';

/**
 * The goal a phrase describes: "set a goal to run 100 km by June 30" is "Run 100 km", 100 km, ending
 * 2026-06-30; "lose 5 kg in 3 months" ends three months from today.
 */
export type TGoalDraftText = {
  title: string;
  target_value: number | null;
  unit: string | null;
  end_date: string | null;
};

const leadIns: RegExp[] = [
  // "make me a goal: run 5k by july": a short label naming a goal, then the goal.
  /^[^:]{0,30}\bgoals?\b[^:]{0,20}:\s*/,
  /^(?:hey|hi|ok|okay|so|please|coach|alright|also|and|then)[,!.]?\s+/,
  /^(?:can|could|would|will) you\s+(?:please\s+)?(?:help me\s+)?/,
  /^(?:i'd like to|i would like to|i want to|i need to|i'm going to|i am going to|i plan to|i hope to|i'd love to|i wish to|i will|i'll|help me|let's|let me|i want|i'd like|i would like|i need)\s+/,
  /^(?:set|create|add|make|start|new|setup|set up)\s+/,
  /^(?:a|an|my|new|the|another|big|main|one)\s+/,
  /^(?:goal|target|objective)s?\b\s*(?:is|will be|should be|to|of|for|:|-|called|named|that)?\s*/,
  /^(?:to|of|for|is|:|-)\s+/,
];

// "i want to change a goal": changing or removing one of the user's rows names no new goal.
const managesRows =
  /^(?:change|edit|update|modify|delete|remove|rename|fix|adjust|move)\s+(?:a|an|the|my|one of my|some)?\s*(?:goals?|habits?|targets?|deadlines?)$/;

export function readGoalDraft(text: string, original: string, today: string): TGoalDraftText | null {
  // "jogged 3 km": a report of an activity names no goal unless a goal is asked for in so many words.
  if (reportsRatherThanSetsGoal(text)) return null;
  const found = findDate(text, today, 'future');
  // "ran 10k yesterday": a day already gone is a report, never a goal's deadline.
  if (found !== null && found.date <= today && !/\btoday\b/.test(found.phrase)) return null;
  let rest = text.replace(/[.!?]+$/, '').trim();
  if (found) {
    const escaped = found.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(
      // "…, deadline dec 31", "due date july 31": the word that introduces the deadline goes with it.
      new RegExp(
        `\\s*,?\\s*(?:\\b(?:by|before|until|till|within|over|across|throughout|during|in|on|for|deadline|due(?: date| by| on)?|ends?(?: on)?)\\s+)?(?:the next\\s+)?${escaped}`,
      ),
      ' ',
    );
  }
  rest = rest.replace(/\s+/g, ' ').trim();
  for (let pass = 0; pass < 8; pass += 1) {
    const before = rest;
    for (const leadIn of leadIns) rest = rest.replace(leadIn, '');
    if (rest === before) break;
  }
  rest = rest
    .replace(new RegExp(`\\s*\\b(?:by|before) (?:the )?${namedTimePattern}`), '')
    // "800 km of running as my new goal", "1000 km cycled, new goal please": what kind of thing it becomes
    // is said after it, and is no part of its title.
    .replace(
      /(?:\s*[,;-]\s*|\s+(?:as|for)\s+)(?:(?:my|a|an|the)\s+)?(?:(?:new|next|big|main)\s+)*goal(?:\s+(?:please|pls|plz|thanks))?$/,
      '',
    )
    .replace(/[,;:]+$/, '')
    .trim();
  if (rest.length < 3 || managesRows.test(rest)) return null;
  // "save 300 a month, goal 3600": a target said outright wins over an amount on the way to it.
  const stated = /[,;]?\s*\b(?:goal|target|total)\s*(?:is|of|:|=)?\s*([$€£]?\d.*)$/.exec(rest);
  const quantity = (stated?.[1] === undefined ? null : findQuantity(stated[1])) ?? findQuantity(rest);
  const named = stated && stated.index > 2 ? rest.slice(0, stated.index) : rest;
  // "new goal called 'learn to swim', finally": a name quoted after "called" is the title, without the remarks around it.
  const quoted = /\b(?:called|named|titled)\b/.test(text) ? findQuotedName(original) : null;
  const said = recoverOriginal(original, named);
  const title = capitalize(quoted ?? calledGoal(said) ?? said)
    .slice(0, 100)
    .trim();
  return {
    title,
    target_value: quantity?.value ?? null,
    unit: quantity?.unit ?? null,
    end_date: found?.date ?? readNamedTime(text, today),
  };
}

// Times of the year people set deadlines by: the seasons' first days and the days everyone knows.
const namedTimes: Record<string, string> = {
  spring: '03-20',
  summer: '06-21',
  fall: '09-22',
  autumn: '09-22',
  winter: '12-21',
  halloween: '10-31',
  christmas: '12-25',
  xmas: '12-25',
  "new year's eve": '12-31',
  'new years eve': '12-31',
  'the end of the year': '12-31',
};
const namedTimePattern = `(${Object.keys(namedTimes).join('|')})\\b`;

/** "by summer", "by christmas": that day, this year or next. */
function readNamedTime(text: string, today: string): string | null {
  const named = new RegExp(`\\b(?:by|before) (?:the )?${namedTimePattern}`).exec(text)?.[1];
  const monthDay = named === undefined ? undefined : namedTimes[named];
  if (monthDay === undefined) return null;
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= today ? thisYear : `${year + 1}-${monthDay}`;
}

/**
 * "i wanna learn to swim, add a goal called Learn to swim": a goal called so by name, unquoted, is titled by what
 * follows up to the end of its clause; what was said before it (the wish, the reason) is no part of the title. A
 * title keeps its "to" ("Learn to swim"), unlike a habit's name. Read on the words left once the deadline is out.
 */
function calledGoal(said: string): string | null {
  const called = /\bgoals?\s+(?:called|named|titled)\s+([^.,!?;:\u2013\u2014]{2,80})/i.exec(said)?.[1];
  const title =
    called === undefined ? '' : withoutNameAside(called).replace(/\s+(?:please|pls|plz|thanks|thx)$/i, '');
  return title.trim() === '' ? null : title.trim();
}
