// Below this length an edit distance of 2 would call most short names alike ("Run" and "Fun").
const fuzzyMinLength = 5;
const maxEditDistance = 2;

/**
 * The first existing name that looks like the same thing as `name`: equal ignoring case and spacing,
 * one containing the other, or (for names of 5 or more characters) at most 2 edits apart.
 * Used to warn before creating a near-duplicate; null when nothing is close.
 */
export function findSimilarName(name: string, existingNames: readonly string[]): string | null {
  const wanted = toComparable(name);
  if (wanted === '') return null;
  for (const existing of existingNames) {
    const candidate = toComparable(existing);
    if (candidate === '') continue;
    if (wanted.includes(candidate) || candidate.includes(wanted)) return existing;
    if (
      Math.min(wanted.length, candidate.length) >= fuzzyMinLength &&
      computeEditDistance(wanted, candidate, maxEditDistance) <= maxEditDistance
    ) {
      return existing;
    }
  }
  return null;
}

function toComparable(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Levenshtein distance, giving up (returning limit + 1) as soon as it must exceed the limit. */
function computeEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}
