/**
 * The native apps' session: Better Auth's bearer token (its `bearer` plugin), kept in the platform's
 * secure storage (the iOS Keychain, Android's Keystore-encrypted preferences) by
 * @aparajita/capacitor-secure-storage. The web app never stores one: it signs in with an http-only
 * cookie on its own origin (decision 0017).
 *
 * Requests build their headers synchronously, so the token is read into memory once before the app
 * renders (loadAuthToken) and every change is written through to the secure storage.
 */
import { isNative } from './platform';

const storageKey = 'compound.auth-token';

let current: string | null = null;

type TSecureStorage = {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
};

let storage: Promise<{ plugin: TSecureStorage }> | null = null;

/**
 * The plugin loads in its own chunk, so the web app never downloads it. It is held inside an object:
 * a promise resolving to the plugin itself would ask the plugin for `then`, which Capacitor's proxy
 * answers on the web by throwing `"SecureStorage.then()" is not implemented on web`.
 */
function secureStorage(): Promise<{ plugin: TSecureStorage }> {
  storage ??= import('@aparajita/capacitor-secure-storage').then((module) => ({
    plugin: module.SecureStorage,
  }));
  return storage;
}

/** Reads the stored token into memory; the apps call it once before their first render. */
export async function loadAuthToken(): Promise<void> {
  try {
    current = isNative ? await (await secureStorage()).plugin.getItem(storageKey) : null;
  } catch {
    current = null;
  }
}

export function readAuthToken(): string | null {
  return current;
}

export function storeAuthToken(token: string | null): void {
  current = token;
  // The web app signs in with a cookie: it keeps no token, so it never touches the secure storage.
  if (!isNative) return;
  void secureStorage()
    .then(({ plugin }) => (token ? plugin.setItem(storageKey, token) : plugin.removeItem(storageKey)))
    .catch(() => {
      // The secure storage refused: the session lasts as long as the app stays open.
    });
}
