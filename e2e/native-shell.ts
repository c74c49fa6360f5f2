import type { Page } from '@playwright/test';
import { emulateNativePlatform } from './native-emulation';

/** A plugin's native side for a test: each method answers a call's options, in the test process. */
export type TNativePluginShell = Record<string, (options: Record<string, unknown>) => unknown>;

/**
 * Emulates the iOS or Android shell's native side of some plugins in Chromium. Capacitor sends a
 * plugin's calls to the native layer through `window.Capacitor.nativePromise` whenever the plugin is
 * listed in `window.Capacitor.PluginHeaders`, which is exactly what the real shells inject; here those
 * calls are forwarded to `plugins`, run in the test process. The web app's own code runs unchanged;
 * plugins not listed keep their web implementations (as under emulateNativePlatform).
 */
export async function emulateNativeShell(
  page: Page,
  platform: 'ios' | 'android',
  plugins: Record<string, TNativePluginShell>,
): Promise<void> {
  await emulateNativePlatform(page, platform);
  await page.exposeFunction(
    '__compoundNativeCall',
    async (plugin: string, method: string, options: Record<string, unknown>) => {
      const answer = plugins[plugin]?.[method];
      if (!answer) throw new Error(`${plugin}.${method} is not part of this native shell`);
      return answer(options ?? {});
    },
  );
  const headers = Object.entries(plugins).map(([name, methods]) => ({
    name,
    methods: Object.keys(methods).map((method) => ({ name: method, rtype: 'promise' })),
  }));
  await page.addInitScript((pluginHeaders) => {
    type TShellWindow = {
      Capacitor?: Record<string, unknown>;
      __compoundNativeCall: (plugin: string, method: string, options: unknown) => Promise<unknown>;
    };
    const shell = window as unknown as TShellWindow;
    shell.Capacitor = {
      PluginHeaders: pluginHeaders,
      nativePromise: (plugin: string, method: string, options: unknown) =>
        shell.__compoundNativeCall(plugin, method, options),
    };
  }, headers);
}
