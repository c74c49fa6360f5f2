/**
 * "imperial instead of metric", "motivated by mastering things more than by streaks": what is set aside after
 * "instead of", "rather than" or "than" is not what the user wants, so a reader of wants looks past it.
 */
const setAsideClause = /\b(?:instead of|rather than|in place of|than|not so much)\b[^,.;!?]*/g;

/** The text without the clauses that name what is set aside. */
export function withoutSetAside(text: string): string {
  return text.replace(setAsideClause, ' ');
}

// "can we do imperial instead of metric", "metric rather than imperial": one system preferred to the other.
const systemOverOther =
  /\b(metric|imperial)\b(?: units)?,? (?:instead of|rather than|in place of|not|over) (?:the )?(?:metric|imperial)\b/;

/** The unit system named in preference to the other, if the text sets one against the other. */
export function systemPreferredToOther(text: string): string | undefined {
  return systemOverOther.exec(text)?.[1];
}
