import { useEffect } from 'react';
import { isMobileUserAgent, selectThemeColor, statusBarAppearance } from '@/domain/layout/theme-color';
import { isNative } from '../lib/platform';
import { readWindowWidth, subscribeToWindowWidth } from './use-window-width';

/** The iOS and Android status bar follows the theme colour (spec 9); loaded only inside the apps. */
async function paintNativeStatusBar(color: string): Promise<void> {
  const { StatusBar, Style } = await import('@capacitor/status-bar');
  const appearance = statusBarAppearance(color);
  await StatusBar.setStyle({ style: appearance.style === 'DARK' ? Style.Dark : Style.Light });
  // Android only: iOS draws the status bar over the web view's own background.
  await StatusBar.setBackgroundColor({ color: appearance.backgroundColor }).catch(() => undefined);
}

/**
 * Keeps <meta name="theme-color"> in step with the window width and the colour scheme, and in the
 * apps the native status bar too. The apps are phone layouts whatever their width.
 */
export function useThemeColor(): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) return;
    const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');
    const isMobileDevice = isNative || isMobileUserAgent(navigator.userAgent);
    let painted: string | null = null;
    const update = () => {
      // The kept width (use-window-width.ts): reading innerWidth here forced a style pass in a busy task.
      const viewportWidth = readWindowWidth();
      const color = selectThemeColor({ prefersDark: darkScheme.matches, viewportWidth, isMobileDevice });
      if (painted === color) return;
      painted = color;
      meta.content = color;
      if (isNative) void paintNativeStatusBar(color).catch(() => undefined);
    };
    update();
    darkScheme.addEventListener('change', update);
    // Followed here, not through a width in state: the root layout that calls this would re-render the
    // whole page on every resize, and right after React takes over a page the server drew.
    const stopFollowingWidth = subscribeToWindowWidth(update);
    return () => {
      darkScheme.removeEventListener('change', update);
      stopFollowingWidth();
    };
  }, []);
}
