/** 0.856 → "86%": a share of one as a whole percent, written the same way on every page and in the coach. */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
