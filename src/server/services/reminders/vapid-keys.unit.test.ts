import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadSettings, SettingsError } from '../../settings';
import { generateVapidKeys, resolveVapidKeys } from './vapid-keys';

describe('resolveVapidKeys', () => {
  it('generates a key pair once into the data folder and reads the same one after a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'compound-vapid-'));
    const first = resolveVapidKeys(loadSettings({ DATA_DIR: dataDir }));
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    // What another process or a restart reads: the same pair, from the file.
    const stored = JSON.parse(readFileSync(join(dataDir, 'vapid-keys.json'), 'utf8'));
    expect(stored).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(resolveVapidKeys(loadSettings({ DATA_DIR: dataDir }))).toEqual(first);
    expect(first.subject).toBe('mailto:operator@compound.local');
  });

  it('generates keys web-push signs with, as long as its own (a 65-byte point, a 32-byte scalar)', () => {
    for (let i = 0; i < 50; i++) {
      const keys = generateVapidKeys();
      expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
      const headers = webpush.getVapidHeaders(
        'https://push.example',
        'mailto:ops@example.com',
        keys.publicKey,
        keys.privateKey,
        'aes128gcm',
      );
      expect(headers.Authorization).toContain(`k=${keys.publicKey}`);
    }
  });

  it('takes the keys and subject from the settings when they are set', () => {
    const keys = resolveVapidKeys(
      loadSettings({
        VAPID_PUBLIC_KEY: 'public',
        VAPID_PRIVATE_KEY: 'private',
        PUBLIC_URL: 'https://compound.example',
      }),
    );
    expect(keys).toEqual({ publicKey: 'public', privateKey: 'private', subject: 'https://compound.example' });
  });

  it('refuses one VAPID key without the other, naming the missing one', () => {
    expect(() => loadSettings({ VAPID_PUBLIC_KEY: 'public' })).toThrow(SettingsError);
    expect(() => loadSettings({ VAPID_PUBLIC_KEY: 'public' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadSettings({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
  });
});
