/**
 * A name set in quotes: "call it “Deep work”", "new goal called 'learn to swim', finally". What is quoted is the
 * whole name, whatever is said around it.
 */
export function findQuotedName(original: string): string | null {
  const quoted = /["“]([^"”]{2,60})["”]/.exec(original);
  if (quoted?.[1]) return quoted[1].trim();
  // Single quotes only around words, so "i'd" and "don't" are not read as quotes.
  const singleQuoted = /(?:^|\s)['‘]([^'’]{2,60})['’](?=\s|$|[.,!?;:])/.exec(original);
  return singleQuoted?.[1]?.trim() ?? null;
}
