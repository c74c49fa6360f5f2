/**
 * "the marathon goal is due in which year", "meditate streak right now is how long": the subject said first and
 * the asking words last. Put back in the usual order ("which year is the marathon goal due", "how long is
 * meditate streak right now"), the question reaches the data answerers that read it.
 */
const dueAskedLast =
  /^(.+?) (?:is|was) (due|ending|over|finishing)(?: (?:in|on|by))? (when|which (?:year|month|day|date))$/;
const howAskedLast = /^(.+?) (?:is|was|are|were) how (long|many|much|far|often|high|big)$/;

export function askedInUsualOrder(said: string): string | null {
  const due = dueAskedLast.exec(said);
  if (due !== null) return `${due[3]} is ${due[1]} ${due[2]}?`;
  const how = howAskedLast.exec(said);
  return how === null ? null : `how ${how[2]} is ${how[1]}?`;
}
