// npm run native:sync: builds the web app for the iOS and Android apps with the Compound server's URL
// baked in (COMPOUND_SERVER_URL), writes the deep-link host into both native projects, and runs
// `cap sync`. Runs offline: no Gradle, no CocoaPods (decision 0017).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NativeSettingsError, readNativeBuildSettings } from '../src/domain/native/native-build-settings';
import { androidDeepLinkResource, iosEntitlements } from '../src/domain/native/native-deep-link-files';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(command: string, args: string[], env: Record<string, string>): void {
  const result = spawnSync(join(root, 'node_modules/.bin', command), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function write(relativePath: string, text: string): void {
  const path = join(root, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

let settings: ReturnType<typeof readNativeBuildSettings>;
try {
  settings = readNativeBuildSettings(process.env);
} catch (error) {
  if (error instanceof NativeSettingsError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
console.log(
  `Building the web app for ${settings.appName} (${settings.appId}) against ${settings.serverUrl}…`,
);
run('vite', ['build', '--outDir', 'dist/native'], {
  VITE_COMPOUND_SERVER_URL: settings.serverUrl,
  // The bundle knows it is the apps' own: started without a server URL it shows why (main.tsx).
  VITE_COMPOUND_NATIVE_BUILD: '1',
});
write('android/app/src/main/res/values/deep_links.xml', androidDeepLinkResource(settings.deepLinkHost));
write('ios/App/App/App.entitlements', iosEntitlements(settings.deepLinkHost));
run('cap', ['sync'], {});
