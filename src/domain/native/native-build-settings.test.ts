import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAppId, missingServerUrlMessage, readNativeBuildSettings } from './native-build-settings';

describe('readNativeBuildSettings', () => {
  it('fails without the server URL instead of falling back to a local server (spec 5)', () => {
    for (const env of [{}, { COMPOUND_SERVER_URL: '' }, { COMPOUND_SERVER_URL: '  ' }]) {
      expect(() => readNativeBuildSettings(env)).toThrow(missingServerUrlMessage);
    }
    expect(missingServerUrlMessage).toMatch(/^COMPOUND_SERVER_URL is not set/);
  });

  it('takes a local server when given one, with cleartext, and the Compound app id', () => {
    const settings = readNativeBuildSettings({ COMPOUND_SERVER_URL: 'http://localhost:3000' });
    expect(settings).toMatchObject({
      serverUrl: 'http://localhost:3000',
      appId: defaultAppId,
      cleartext: true,
    });
    expect(settings.deepLinkHost).toBe('localhost');
  });

  it('reads the server origin and its host for deep links', () => {
    const settings = readNativeBuildSettings({ COMPOUND_SERVER_URL: 'https://habits.example.com/' });
    expect(settings.serverUrl).toBe('https://habits.example.com');
    expect(settings.deepLinkHost).toBe('habits.example.com');
    expect(settings.cleartext).toBe(false);
  });

  it('refuses a path, another scheme, a non-URL and a malformed app id', () => {
    expect(() => readNativeBuildSettings({ COMPOUND_SERVER_URL: 'https://a.example/api' })).toThrow(
      /origin only/,
    );
    expect(() => readNativeBuildSettings({ COMPOUND_SERVER_URL: 'ftp://a.example' })).toThrow(/https/);
    expect(() => readNativeBuildSettings({ COMPOUND_SERVER_URL: 'not a url' })).toThrow(/not a URL/);
    expect(() =>
      readNativeBuildSettings({ COMPOUND_SERVER_URL: 'https://a.example', COMPOUND_APP_ID: 'compound' }),
    ).toThrow(/reverse-domain/);
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
