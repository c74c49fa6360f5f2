/**
 * The settings a native build is made with (decision 0017), read from the environment of
 * `npm run native:sync`: the Compound server the app talks to, and the app's store identity.
 * Pure, so the config, the sync script and the tests agree on one reading.
 */
export type TNativeBuildSettings = {
  /** The Compound server's origin, e.g. https://compound.example.com (no trailing slash). */
  serverUrl: string;
  /** The server's host name: the domain whose links (verification, reset, invites) open the app. */
  deepLinkHost: string;
  appId: string;
  appName: string;
  /** A plain-http server (a developer's machine): Android must then allow cleartext traffic. */
  cleartext: boolean;
};

export const defaultAppId = 'app.compound.tracker';
export const defaultAppName = 'Compound';
/**
 * Spec 5: "Startup fails if the backend URL or public key is missing." The build refuses to run
 * without the server's URL rather than baking in a guess that ships a broken app. (There is no public
 * key: the apps call Compound's own API, which needs none; decision 0037.)
 */
export const missingServerUrlMessage =
  'COMPOUND_SERVER_URL is not set: the iOS and Android apps need the address of their Compound server, e.g. COMPOUND_SERVER_URL=https://compound.example.com npm run native:sync (http://localhost:3000 for a server on this machine).';

const appIdPattern = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/i;

export class NativeSettingsError extends Error {
  override name = 'NativeSettingsError';
}

export function readNativeBuildSettings(env: Record<string, string | undefined>): TNativeBuildSettings {
  const raw = env.COMPOUND_SERVER_URL?.trim();
  if (!raw) throw new NativeSettingsError(missingServerUrlMessage);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new NativeSettingsError(`COMPOUND_SERVER_URL is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new NativeSettingsError(
      'COMPOUND_SERVER_URL must start with https:// (or http:// for a local server)',
    );
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new NativeSettingsError('COMPOUND_SERVER_URL must be the server’s origin only, with no path');
  }
  const appId = env.COMPOUND_APP_ID?.trim() || defaultAppId;
  if (!appIdPattern.test(appId)) {
    throw new NativeSettingsError(`COMPOUND_APP_ID must be a reverse-domain id such as ${defaultAppId}`);
  }
  return {
    serverUrl: url.origin,
    deepLinkHost: url.hostname,
    appId,
    appName: env.COMPOUND_APP_NAME?.trim() || defaultAppName,
    cleartext: url.protocol === 'http:',
  };
}
