import { useEffect } from 'react';
import { isMobileUserAgent, selectThemeColor } from '@/domain/layout/theme-color';

/** Keeps <meta name="theme-color"> in step with the window width and the colour scheme. */
export function useThemeColor(): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) return;
    const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');
    const isMobileDevice = isMobileUserAgent(navigator.userAgent);
    const update = () => {
      meta.content = selectThemeColor({
        prefersDark: darkScheme.matches,
        viewportWidth: window.innerWidth,
        isMobileDevice,
      });
    };
    update();
    window.addEventListener('resize', update, { passive: true });
    darkScheme.addEventListener('change', update);
    return () => {
      window.removeEventListener('resize', update);
      darkScheme.removeEventListener('change', update);
    };
  }, []);
}
