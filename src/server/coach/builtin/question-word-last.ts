/**
 * "the marathon goal is due in which year", "meditate streak right now is how long", "spanish has which
 * subskills again", "journal's been paused since which day, i forget", "scales session this week was on
 * which date", "books still to go before i hit the 24 book target": the subject said first and the asking
 * words after it. Put back in the usual order ("which year is the marathon goal due", "since when is journal
 * paused"), the question reaches the data answerers that read it.
 */
const dueAskedLast =
  /^(.+?) (?:is|was) (due|ending|over|finishing)(?: (?:in|on|by))? (when|which (?:year|month|day|date))$/;
const howAskedLast = /^(.+?) (?:is|was|are|were) how (long|many|much|far|often|high|big)$/;

// An afterthought after the question asks nothing more: ", i forget", " again", ", remind me".
const afterthought =
  /(?:,? (?:i forget|i forgot|(?:i )?can'?t remember|cant remember|remind me)|,? again|,? now)$/;

/** Each other order, and the usual one. */
const reordered: readonly [RegExp, (...parts: string[]) => string][] = [
  [
    /^(.+?) (?:has|have|got) (?:which|what) (subskills|parts|habits|goals)$/,
    (owner, rows) => `which ${rows === 'parts' ? 'subskills' : rows} does ${owner} have?`,
  ],
  [
    /^how many (?:parts|pieces|bits|subskills) (?:is|are) (.+?) (?:split|broken|divided) (?:up )?into(?: \(?subskills\)?)?$/,
    (skill) => `how many subskills does ${skill} have?`,
  ],
  [
    /^(.+?)(?:'s| has| have)? been paused since (?:which|what) (?:day|date)$/,
    (habit) => `since when is ${habit} paused?`,
  ],
  [
    // ("my most recent run was on what date" asks for the last one, as it stands.)
    /^(?!.*\b(?:most recent|latest|last (?!week)|first|lowest|highest|best|worst)\b)(.+?)(?: session| practice)?( this week| last week)? (?:was|happened|took place)(?: on)? (?:which|what) (?:day|date)( this week| last week)?$/,
    (what, before, after) => `when did i do ${what}${before || after}?`,
  ],
  [
    /^(?:what|which) (year|month|day|date) is (.+?) (?:set|meant|supposed|scheduled) to (?:finish|end|be done|wrap up|close)$/,
    (unit, goal) => `which ${unit} is ${goal} due?`,
  ],
  [
    /^([a-z]+s) (?:still )?(?:to go|left|remaining) (?:(?:before|until|till) i (?:hit|reach|get to|make)|on|in|for) (?:the |my )?(.+? (?:goal|target))$/,
    (unit, goal) => `how many ${unit} are left on the ${goal}?`,
  ],
  [
    /^(?:my |the )?(habits|goals|skills) i (?:currently |now )?(?:have|got)(?: open| going| active)?,? how many$/,
    (rows) => `how many ${rows} do i have?`,
  ],
];

export function askedInUsualOrder(typed: string): string | null {
  const due = dueAskedLast.exec(typed);
  if (due !== null) return `${due[3]} is ${due[1]} ${due[2]}?`;
  const how = howAskedLast.exec(typed);
  if (how !== null) return `how ${how[2]} is ${how[1]}?`;
  const said = typed.replace(afterthought, '');
  for (const [pattern, usual] of reordered) {
    const parts = pattern.exec(said);
    if (parts !== null) return usual(...parts.slice(1).map((part) => part ?? ''));
  }
  return null;
}
