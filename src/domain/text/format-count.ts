/** 1 → "1 day", 2 → "2 days": a count with its noun, singular only for exactly one. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
