import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, selectThemeColor, statusBarAppearance } from './theme-color';

describe('selectThemeColor', () => {
  it('uses pure black and white on phones and widths up to 1024 px', () => {
    expect(selectThemeColor({ prefersDark: true, viewportWidth: 1024, isMobileDevice: false })).toBe(
      '#000000',
    );
    expect(selectThemeColor({ prefersDark: false, viewportWidth: 360, isMobileDevice: false })).toBe(
      '#FFFFFF',
    );
    expect(selectThemeColor({ prefersDark: false, viewportWidth: 1366, isMobileDevice: true })).toBe(
      '#FFFFFF',
    );
  });

  it('uses the desktop palette above 1024 px', () => {
    expect(selectThemeColor({ prefersDark: true, viewportWidth: 1025, isMobileDevice: false })).toBe(
      '#09090b',
    );
    expect(selectThemeColor({ prefersDark: false, viewportWidth: 1440, isMobileDevice: false })).toBe(
      '#F4F5F7',
    );
  });
});

describe('isMobileUserAgent', () => {
  it('recognises phones and tablets', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36')).toBe(false);
  });
});

describe('statusBarAppearance', () => {
  it('uses light text on the dark theme colours and dark text on the light ones', () => {
    for (const prefersDark of [true, false]) {
      for (const viewportWidth of [360, 1024, 1440]) {
        const color = selectThemeColor({ prefersDark, viewportWidth, isMobileDevice: false });
        expect(statusBarAppearance(color)).toEqual({
          backgroundColor: color,
          style: prefersDark ? 'DARK' : 'LIGHT',
        });
      }
    }
  });
});
