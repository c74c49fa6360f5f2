import type { CapacitorConfig } from '@capacitor/cli';
import { readNativeBuildSettings } from './src/domain/native/native-build-settings';

// The app's identity comes from the environment of `npm run native:sync` (decision 0017).
const settings = readNativeBuildSettings(process.env);

const config: CapacitorConfig = {
  appId: settings.appId,
  appName: settings.appName,
  // The native build of the web app (scripts/native-sync.mjs), kept apart from the server's dist/client.
  webDir: 'dist/native',
  // Only a development server on plain http needs cleartext; a real server is https.
  server: { cleartext: settings.cleartext },
  android: { allowMixedContent: false },
  ios: { contentInset: 'never' },
  plugins: {
    // Spec 9: the status bar follows the theme; the app sets its colour at start-up (status-bar.ts).
    StatusBar: { overlaysWebView: false, style: 'DARK', backgroundColor: '#000000' },
    SocialLogin: { providers: { google: true, facebook: false, apple: false, twitter: false } },
  },
};

export default config;
