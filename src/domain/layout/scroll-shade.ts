/** The status-bar shade is fully opaque once the page has scrolled this far. */
export const scrollShadeFullAtPx = 60;

export function computeScrollShadeOpacity(scrollY: number): number {
  if (!Number.isFinite(scrollY) || scrollY <= 0) return 0;
  return Math.min(scrollY / scrollShadeFullAtPx, 1);
}
