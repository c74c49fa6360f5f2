import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAppId, defaultServerUrl, readNativeBuildSettings } from './native-build-settings';

describe('readNativeBuildSettings', () => {
  it('defaults to the local server and the Compound app id', () => {
    const settings = readNativeBuildSettings({});
    expect(settings).toMatchObject({
      serverUrl: defaultServerUrl,
      appId: defaultAppId,
      usedDefaultServer: true,
    });
    expect(settings.deepLinkHost).toBe('localhost');
  });

  it('reads the server origin and its host for deep links', () => {
    const settings = readNativeBuildSettings({ COMPOUND_SERVER_URL: 'https://habits.example.com/' });
    expect(settings.serverUrl).toBe('https://habits.example.com');
    expect(settings.deepLinkHost).toBe('habits.example.com');
    expect(settings.usedDefaultServer).toBe(false);
    expect(settings.cleartext).toBe(false);
  });

  it('refuses a path, another scheme, a non-URL and a malformed app id', () => {
    expect(() => readNativeBuildSettings({ COMPOUND_SERVER_URL: 'https://a.example/api' })).toThrow(
      /origin only/,
    );
    expect(() => readNativeBuildSettings({ COMPOUND_SERVER_URL: 'ftp://a.example' })).toThrow(/https/);
    expect(() => readNativeBuildSettings({ COMPOUND_SERVER_URL: 'not a url' })).toThrow(/not a URL/);
    expect(() => readNativeBuildSettings({ COMPOUND_APP_ID: 'compound' })).toThrow(/reverse-domain/);
  });

  it('keeps any https origin as given, without a trailing slash', () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        const settings = readNativeBuildSettings({ COMPOUND_SERVER_URL: `https://${domain}` });
        expect(settings.serverUrl).toBe(new URL(`https://${domain}`).origin);
        expect(settings.serverUrl.endsWith('/')).toBe(false);
      }),
    );
  });
});
