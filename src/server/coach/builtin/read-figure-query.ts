/**
 * "meditation count for the last seven days", "any stretching logged on friday", "runs the week before
 * this one?", "days remaining on the 24 books goal": people ask for their figures in a few words, as they
 * would type into a search box. Such a query is put in the question form the data answerers read ("how
 * many meditation did i do in the last 7 days?"), so it is answered with the figures instead of being
 * read as a log of Meditate. Only whole-message shapes that ask and name no change are rewritten.
 */

// "the week before this one", "the previous week": last week, as the answerers name it.
const periodWords: readonly [RegExp, string][] = [
  [
    /\b(?:the )?(?:week before (?:this one|this 1|this|now)|week before|previous week|prior week)\b/g,
    'last week',
  ],
  [/\b(?:the )?(?:past|last|previous) (?:seven|7) days\b/g, 'the last 7 days'],
  [/\s*\((?:mon(?:day)?\s*(?:to|-|–)\s*sun(?:day)?)\)/g, ''],
];

const period =
  '(?:today|yesterday|tonight|so far|this (?:week|month|year)|last (?:week|month|year)|in (?:the )?last \\d+ days|the last \\d+ days|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:for|in|over|during|from) (?:the )?(?:last|past|this|previous) [a-z0-9 ]+)';

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
  [
    new RegExp(`^${lead}([a-z' ]+?) (?:count|tally|total|number) (${period})$`),
    (what, when) =>
      `how many ${plural(what)} did i do ${when.replace(/^for (?=the last)/, 'in ').replace(/^for (?=(?:this|last) )/, '')}?`,
  ],
  [
    /^(?:the )?days? (?:remaining|left) (?:on|for|until|till|in) (?:the |my )?(.+)$/,
    (goal) => `how many days are left on ${goal}?`,
  ],
  [
    /^(?:my )?(?:most recent|latest|last) ([a-z' ]+?) (?:was )?(?:on )?(?:what|which) (?:date|day)$|^(?:what|which) (?:date|day) was (?:my )?(?:most recent|latest|last) ([a-z' ]+)$/,
    (first, second) => `when did i last ${(first ?? second ?? '').replace(/s$/, '')}?`,
  ],
  [/^compare (?:my |the )?(?:last|past) (?:2|two) weeks\b.*$/, () => 'compare this week with last week'],
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
  /\b(?:add|create|new|track|log|set|make|start|stop|want|need|plan|schedule|rename|change|pause|resume|archive|link|mark|did|finished|completed|please|pls|should|would|could|will|can|must)\b/;

function plural(word: string): string {
  return /s$/.test(word) ? word : `${word}s`;
}

/** The query in the question form the data answerers read, or null when it is no such query. */
export function readFigureQuery(text: string): string | null {
  const said = periodWords
    .reduce((line, [pattern, words]) => line.replace(pattern, words), text)
    .replace(/[?!.\s]+$/, '');
  const tried = /\?\s*$/.test(text) ? [...shapes, bareShape] : shapes;
  for (const [shape, ask] of tried) {
    const parts = shape.exec(said)?.slice(1);
    const subject = parts?.[0] ?? '';
    // A goal's name may hold a number ("the 24 books goal"); a thing counted holds none.
    if (parts === undefined || requestWord.test(subject) || /\d(?!.*\bgoal$)/.test(subject)) continue;
    return ask(...parts.map((part) => part ?? ''));
  }
  return null;
}
