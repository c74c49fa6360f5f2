import { compactThemeMaxWidthPx } from './breakpoints';

export type TThemeColorInput = { prefersDark: boolean; viewportWidth: number; isMobileDevice: boolean };

/** The browser and status-bar colour: it matches the page background of each layout (spec section 9). */
export function selectThemeColor({ prefersDark, viewportWidth, isMobileDevice }: TThemeColorInput): string {
  const compact = isMobileDevice || viewportWidth <= compactThemeMaxWidthPx;
  if (compact) return prefersDark ? '#000000' : '#FFFFFF';
  return prefersDark ? '#09090b' : '#F4F5F7';
}

/** Phones and tablets by their user agent; a narrow desktop window is not a mobile device. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/**
 * The native status bar for a theme colour (spec 9): the colour behind it, and its text style in
 * Capacitor's words (DARK is light text for a dark background, LIGHT dark text for a light one).
 */
export function statusBarAppearance(themeColor: string): {
  backgroundColor: string;
  style: 'DARK' | 'LIGHT';
} {
  const darkBackgrounds = ['#000000', '#09090b'];
  return { backgroundColor: themeColor, style: darkBackgrounds.includes(themeColor) ? 'DARK' : 'LIGHT' };
}
