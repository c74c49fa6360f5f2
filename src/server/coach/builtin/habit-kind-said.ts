/**
 * "piano, yes or no every day", "yoga, just done or not", "piano, just a did it / didnt thing", "gratitude, a
 * tick box": a new habit's name answered with the kind of habit it is. Yes/no is what a new habit is unless an
 * amount is said, so the words that say the kind name nothing: read as part of the name they made a second
 * habit ("Yes or no create"). Only a kind said after a comma, colon or dash, as the last thing or before how
 * often, is dropped: "was stretch done on friday yes or no" asks, and keeps its words.
 */
// "stretch, daily tick box": how often may come before the kind; it stays, only the kind goes.
const yesNoKind =
  /(?:\s*[,;:]|\s+[-–])\s*(?:(?:just|simply|only|make it|as)\s+)?(?:an?\s+)?(?:(every ?day|daily|each day|weekly)\s+)?(?:yes\s*(?:or|\/)\s*no|y\s*\/\s*n|done\s*(?:or|\/)\s*not(?:\s+done)?|did it\s*(?:or|\/)\s*(?:didn'?t|did not|not)(?:\s+do it)?|ticked?\s*(?:or|\/)\s*(?:not|unticked)|tick\s*box|check\s*box|checkbox|tickbox)(?:\s+(?:one|thing|type|kind|habit|check))?(?=\s*(?:every ?day|daily|each day|a day|per day)?\s*[.!]*$)/i;

/** The message without the kind of habit said after the name, or the message as it was. */
export function withoutHabitKind(message: string): string {
  return message.replace(yesNoKind, (_kind, often?: string) => (often ? ` ${often}` : '')).trim();
}

/**
 * "make it a number one, 2 pages a day", "as a number thing with 5 reps": the kind said before the amount
 * that makes it so. Its "one" (read "1") is no amount, so the words go and the amount is read alone.
 */
const numberKind =
  /\ban? number(?:ed)? (?:one|1|habit|type|kind|thing)(?:\s*[,;:-]\s*|\s+(?:with|of|at)\s+)(?=[^,;]*\d)/;

/** The message without the kind of a number habit said before its amount, or the message as it was. */
export function withoutNumberKind(message: string): string {
  return message.replace(numberKind, '');
}
