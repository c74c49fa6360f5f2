/**
 * The native apps' session: Better Auth's bearer token (its `bearer` plugin), kept in the platform's
 * secure storage (the iOS Keychain, Android's Keystore-encrypted preferences) by
 * @aparajita/capacitor-secure-storage. The web app never stores one: it signs in with an http-only
 * cookie on its own origin (decision 0017).
 *
 * Requests build their headers synchronously, so the token is read into memory once before the app
 * renders (loadAuthToken) and every change is written through to the secure storage.
 */
const storageKey = 'compound.auth-token';

let current: string | null = null;

type TSecureStorage = {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
};

let storage: Promise<TSecureStorage> | null = null;

/** The plugin loads in its own chunk, so the web app never downloads it. */
function secureStorage(): Promise<TSecureStorage> {
  storage ??= import('@aparajita/capacitor-secure-storage').then((module) => module.SecureStorage);
  return storage;
}

/** Reads the stored token into memory; the apps call it once before their first render. */
export async function loadAuthToken(): Promise<void> {
  try {
    current = await (await secureStorage()).getItem(storageKey);
  } catch {
    current = null;
  }
}

export function readAuthToken(): string | null {
  return current;
}

export function storeAuthToken(token: string | null): void {
  current = token;
  void secureStorage()
    .then((secure) => (token ? secure.setItem(storageKey, token) : secure.removeItem(storageKey)))
    .catch(() => {
      // The secure storage refused: the session lasts as long as the app stays open.
    });
}
