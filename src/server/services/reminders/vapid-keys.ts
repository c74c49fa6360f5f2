import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TSettings } from '../../settings';

export type TVapidKeys = { publicKey: string; privateKey: string; subject: string };

const resolved = new Map<string, TVapidKeys>();

/**
 * The server's Web Push (VAPID) keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated once
 * and kept in DATA_DIR/vapid-keys.json like the auth secret. They must not change: every browser's
 * subscription is bound to the public key it was made with. The supervisor of several server processes
 * resolves them first, so every process reads the same file.
 */
export function resolveVapidKeys(settings: TSettings): TVapidKeys {
  const subject = settings.VAPID_SUBJECT ?? vapidSubjectOf(settings.publicUrl);
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
    return { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY, subject };
  }
  const dataDir = resolve(settings.DATA_DIR);
  const cached = resolved.get(dataDir);
  if (cached) return { ...cached, subject };
  const keysPath = join(dataDir, 'vapid-keys.json');
  let keys: { publicKey: string; privateKey: string };
  if (existsSync(keysPath)) {
    keys = JSON.parse(readFileSync(keysPath, 'utf8'));
  } else {
    mkdirSync(dataDir, { recursive: true });
    keys = generateVapidKeys();
    // wx: when two processes race to create it, the second fails and reads the first one's keys.
    try {
      writeFileSync(keysPath, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    } catch {
      keys = JSON.parse(readFileSync(keysPath, 'utf8'));
    }
  }
  const result = { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
  resolved.set(dataDir, result);
  return result;
}

/** Push services want a contact: the site's https address, or a mailto: for a local http one. */
function vapidSubjectOf(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? publicUrl : 'mailto:operator@compound.local';
}

/**
 * A P-256 key pair in web-push's generateVAPIDKeys format (the raw public point and private scalar,
 * base64url), made with node's crypto so the server does not load web-push until its first push.
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // The scalar can have leading zero bytes, which getPrivateKey drops; web-push wants all 32.
  const privateKey = Buffer.alloc(32);
  const scalar = curve.getPrivateKey();
  scalar.copy(privateKey, 32 - scalar.length);
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}
