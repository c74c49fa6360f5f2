/**
 * A habit's new name said in words other than "rename X to Y":
 * - with a remark that prefers it: "wanna rename my water habit, Hydrate sounds cooler";
 * - as a need for a name: "Stretch needs a new name: Mobility work", "give journal a new name - Diary";
 * - as what it is called from a time on: "from now on Journal is called 'Evening pages'", "read is called
 *   Books going forward".
 * Each gives the words naming the habit and the new name, as `[whole, habit words, new name]`.
 */
const remarkBreak = '\\s*(?:[,;:]|\\s[-\\u2013\\u2014])\\s*';
const preferred =
  '(?:sounds|is|reads|works|feels|seems|looks) (?:better|nicer|cooler|best|right|good|great|fun(?:nier)?)\\b';
const renameWithPreference = new RegExp(
  `\\b(?:rename|retitle|relabel)\\s+(?:my |the )?(.+?)${remarkBreak}(?:(?:maybe|i think|i reckon|prob(?:ably)?)\\s+)?(.+?)\\s+${preferred}.*$`,
);
const needsName = new RegExp(
  `^(?:.*?\\b(?:give|find)\\s+)?(?:my |the )?(.+?)\\s+(?:needs|could use|deserves|wants|a) (?:a )?(?:new|different|better|fresh) name${remarkBreak}(?:(?:how about|maybe|try|let'?s go with|call it|make it)\\s+)?(.+?)$`,
);
const fromNowOn = '(?:from now on|going forward|henceforth|starting (?:today|now)|as of (?:today|now))';
const calledFromNowOn = new RegExp(
  `^(?:${fromNowOn},?\\s+)?(?:my |the )?(.+?)\\s+(?:is|gets|will be|shall be|goes by) (?:called|named)\\s+(.+?)(?:,?\\s+${fromNowOn})?$`,
);

function withoutQuotes(name: string): string {
  return name
    .replace(/[.!]+$/, '')
    .replace(/^["'“‘]+|["'”’]+$/g, '')
    .trim();
}

/** The habit's words and its new name, or null when the message says no rename in these words. */
export function renameInOtherWords(text: string): [string, string, string] | null {
  const said = text.trim();
  const called = calledFromNowOn.exec(said);
  // "X is called Y" alone may only say what a row is called; a time from which on makes it a change.
  const match =
    renameWithPreference.exec(said) ??
    needsName.exec(said) ??
    (called !== null && new RegExp(fromNowOn).test(said) ? called : null);
  const [whole, scope, name] = match ?? [];
  if (whole === undefined || scope === undefined || name === undefined) return null;
  const newName = withoutQuotes(name);
  return newName === '' ? null : [whole, scope.replace(/\s+habit$/, ''), newName];
}
