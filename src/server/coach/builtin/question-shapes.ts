/**
 * How a question opens, one grammatical shape a class (decision 0032: a question is answered, never acted
 * on). The first decision on every message reads these; each shape is named so a test can list an example
 * of it and a new wording is added to the shape it belongs to, not as one more alternative for one message.
 * "what I'll focus on tomorrow: …", "when I wake up, meditate" and "do 20 push-ups every day" open with no
 * question's shape: the word there does not ask.
 */

/** Words said before the question proper: "hey,", "ok so", "quick question:", "quick q", "btw", "not gonna lie". */
const discourseOpener =
  '(?:hey|hi|ok|okay|so|and|but|also|oh|um|hmm|wait|coach|quick question|quick q|question|roughly|approximately|honestly|realistically|genuinely|just curious|btw|by the way|actually|anyway|well|sorry|right)';

/** A part of the app named as a subject ("analytics", "the calendar view", "your charts"). */
export const appPart =
  '(?:the |your |this |that )?(?:analytics|insights?|dashboard|calendar(?: view)?|charts?|graphs?|stats|statistics|heatmap|widget|tracker|timer|reminders?|export|history|progress page|app|compound)';

/** Any question word, for the shapes that take one after them ("remind me which…", "tell me when…"). */
const anyQuestionWord = '(?:how|what|which|why|when|where|who|whether|if)';

/** A question word opening the question ("how…", "what's…", "which…", "when is…", "wtf are those"). */
const questionWord = [
  'how(?!\\s+about\\b)',
  'hows',
  'wheres',
  'whos',
  "what(?! i\\b| i'(?:ll|m|d|ve)\\b| (?:really |truly )?(?:drives|motivates|keeps|matters|gets) me\\b| i (?:really )?need\\b)",
  "what's",
  'whats',
  'which',
  'why',
  'whys',
  'where',
  'who',
  'whom',
  'when (?:is|are|do|does|did|was|were|will|should|would|can|could|am)',
  'since when',
  'since (?:what|which) (?:day|date|time|week)',
  'what about',
  // A swear standing for "what" asks as "what" does, when a verb follows it.
  '(?:wtf|wth|what the (?:heck|hell|fuck)) (?:is|are|was|were|does|do|did|happened)',
];

/**
 * An auxiliary or modal before its subject, the yes/no question ("should i…", "is it…", "do habits…",
 * "can that be undone", "was my run logged"). Modals before "you" are asked of the coach: whether they
 * ask for an action is the explicit-request reading's to decide.
 */
const invertedAuxiliary = [
  'should',
  'shall i',
  'can (?:i|you|u|we|a|an|the|my|habits?|goals?|skills?|compound|this app)',
  '(?:can|could) (?:(?!bring\\b|king\\b|sing\\b|thing\\b)\\w+ing\\b|(?:\\w+ ){1,2}(?:ever|really|actually|even)\\b)',
  'could (?:i|you|u|we|a|an|the|my|habits?|goals?|skills?|compound|this app)',
  // "can analytics show me a full year", "does the calendar view go back 12 months": a part of the app as
  // the subject asks what it can do, whatever the figures said after it.
  `(?:can|could|will|would|does|do) ${appPart} (?:show|display|let|go|do|handle|include|give|list|cover|track|export|sync|remember|keep)`,
  // The passive with a pronoun for what was said before: "can that be reversed", "could it be undone";
  // "can that be moved to friday" asks for the move.
  '(?:can|could|will|would) (?:that|this|it|these|those) (?:still |ever |even )?be \\w+(?:ed|en|ne)\\b(?!.*\\b(?:to|into|instead)\\b)',
  'is',
  'are (?!(?:\\w+ )?(?:done|finished)\\b)\\w+',
  'am i',
  'do (?:i|you|u|we|they|my|habits?|streaks?|goals?|skills?|the|people|most)',
  'do (?:\\w+ ){1,2}(?:habits|goals|streaks|skills|people|routines|ones)',
  'do (?:\\w+ ){1,7}(?:do anything|help|work|matter|make a difference)\\b',
  'do (?!\\d)(?:\\w+ ){1,3}(?:count|affect|hurt|show|appear|turn into|break|reset|add up|carry|roll|sync|expire|stay|disappear|vanish)\\b',
  // "do missed days stretch that out", "do rest days slow it down": a plural subject, then its verb and "it/that".
  'do (?!\\d)(?:\\w+ ){0,2}\\w+s (?!every\\b|each\\b)\\w+ (?:it|that|this|them|things)\\b',
  'does',
  'did i',
  'did you',
  'did (?:that|this|it)',
  'did (?!\\d)(?:\\w+ ){1,2}(?:get|have|happen|go|count)\\b',
  'have i',
  'has my',
  'was i',
  'was there',
  'was (?:my |the )?\\w+(?: \\w+)? (?:done|logged|ticked(?: off)?|completed|missed|skipped|on track|paused|up|down|higher|lower|better|worse)',
  'were',
  // "will all my streaks die", "will any of the goals move": a quantifier before the subject asks the same.
  'will (?:(?:all|any|both|each|every|either|none)(?: of)? )?(?:i|my|it|the|\\w+ing|\\w+ (?:ever|still|really|actually))',
  'would (?:it|i|a|\\w+ing)',
  "isn't",
  "aren't",
  "don't (?:i|you)",
];

/** Advice, tips, ideas or examples asked for ("any tips…", "got any advice", "the best way to…"). */
const asksForAdvice = [
  'any (?:tips?|tricks?|hacks?|advice|ideas?)',
  'tips? (?:for|on)',
  'give me (?:an? )?(?:example|examples|tip|tips|idea)\\b',
  '(?:an? )?examples? of',
  'got any (?:tips?|advice|ideas?|suggestions?)',
  '(?:i )?need (?:some )?(?:advice|tips?|ideas?) (?:on|for|about|with)',
  '(?:some |any )?(?:advice|tips?|ideas?|suggestions?) (?:on|for|about) how',
  "any (?:[a-z'-]+ ){0,2}(?:suggestions?|recommendations?|recs|thoughts|pointers)",
  '(?:can you |could you )?recommend (?:me )?(?:a|an|some|any)\\b(?=.*\\b(?:books?|textbooks?|apps?|podcasts?|courses?|videos?|channels?|programs?|authors?|resources?)\\b)',
  '(?:the )?(?:best|easiest|quickest|fastest|simplest|right) (?:way|approach) to',
];

/** An imperative that asks to be told: "explain…", "tell me when…", "remind me which day…", "define…". */
const asksToBeTold = [
  'explain',
  'define',
  `tell me (?:about|more|${anyQuestionWord})`,
  `remind me (?:of|${anyQuestionWord})`,
];

/** Wondering aloud: "i wonder…", "curious whether…", "do you think…". */
const wonders = [
  "i (?:wonder|was wondering|am wondering|'m wondering|'m curious|am curious)",
  'wondering',
  'curious (?:about|if|whether|why|how|what|which|where|when)',
  'do you (?:think|reckon|know)',
  // "any chance of using it in german", "any chance the app gets a dark mode": hoping aloud asks.
  'any chance',
  // "any way to get my focus blocks into google calendar": asking whether the app can, not asking for it.
  'any (?:way|option|setting) (?:to|of|for)',
];

/** A condition, then what follows from it: "if i skip a day does…", "once i finish will…". */
const conditional = [
  // ("if i stop paying does compound delete my habits": the app is a subject as "it" is.)
  'if (?:i|my|the|it|a|an|you|we)\\b.*\\b(?:do|will|does|would|can|could|is|are) (?:i|it|its|my|the|they|that|this|you|any|anything|compound|everything|all)',
  'if (?:i|my|the|it|a|an|you|we)\\b.*\\b(?:how (?:long|many|much|often|soon|fast)|what happens)\\b',
  '(?:when|once|after|before) (?:i|you|we)\\b[^,]*?\\b(?:should|shall|does|will|would|can|could) (?:i|the|it|its|my|a|an|that|this|they)',
];

/**
 * An imperative that asks for a figure: "add up all my pages", "count the days", "count them for me",
 * "list my habits". "count my run as done" and "add 5 to it" ask for a change.
 */
const asksForFigure = [
  '(?:add|sum|total|tally|count)(?: up)? (?:(?:all (?:of )?)?(?:my|the)|every|each|them|those|these)\\b(?!.*\\b(?:as|to|into|toward|towards|for(?! me\\b))\\b)(?!.*\\d)',
  '(?:tally|count|add|sum)(?: up)? (?:how (?:many|much|often)|(?:the |all (?:the )?)?(?:days|times)\\b)',
  '(?:name|list) (?:all |the |my )+(?:\\w+ )?(?:habits|goals|skills|subskills)',
];

/**
 * Weighing two ways aloud, or asking which is best or whether one is worth it: "debating whether to journal
 * in the morning or at night", "torn between…", "whether to read before bed or after lunch", "best time of day
 * to meditate", "stretching every day worth it for runners". The user is deciding, not asking for a change:
 * naming a habit in it ("journal") reports nothing done. "was worth it", "felt worth it" and "totally worth
 * it" tell.
 */
const deliberates = [
  // (With an amount after it, "not sure if i should count the preface, 22 pages" answers what was asked.)
  "(?:i'm |im |i am |been |still )?(?:debating|deciding|torn|undecided|unsure|not sure|can't decide|cant decide|can not decide|thinking(?: about)?|trying to (?:decide|work out|figure out|choose)|weighing(?: up)?|going back and forth)(?: on| about| over)? (?:whether|if|between|which|when)(?!.*\\d)",
  "whether (?:to|i|it|its|it's|my|a|an|the)",
  "(?:the |what(?:'s| is) the |whats the )?(?:best|ideal|right|optimal|worst|better) (?:time|times|moment|hour|part of (?:the )?day|day|days|place|order|length|amount|number)(?: of (?:the )?(?:day|week))? (?:to|for)",
  "(?:(?!(?:was|were|felt|i|im|i'm|so|totally|definitely|absolutely|well|completely)\\b)[\\w']+ ){1,6}(?:really |even |actually |still |truly )?worth (?:it|doing|trying|a try|a shot|the (?:effort|time|hassle|money|bother))",
];

/** Every shape by name, for the tests that list an example of each. */
export const questionShapes = {
  questionWord,
  invertedAuxiliary,
  asksForAdvice,
  asksToBeTold,
  wonders,
  conditional,
  asksForFigure,
  deliberates,
} as const;

export type TQuestionShape = keyof typeof questionShapes;

const shapeAlternatives = Object.values(questionShapes).flat().join('|');

/** A message opening as a question does, after any discourse opener. */
export const questionOpening = new RegExp(`^(?:${discourseOpener}[,!.:]?\\s+)*(?:${shapeAlternatives})\\b`);

const eachShape = Object.entries(questionShapes).map(
  ([name, shapes]) =>
    [
      name as TQuestionShape,
      new RegExp(`^(?:${discourseOpener}[,!.:]?\\s+)*(?:${shapes.join('|')})\\b`),
    ] as const,
);

/** Which shape a message opens with, or null: for tests and for reading why a message was answered. */
export function questionShapeOf(text: string): TQuestionShape | null {
  return eachShape.find(([, shape]) => shape.test(text))?.[0] ?? null;
}
