import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service for tests: it takes Web Push requests the way a browser vendor's does (POST to
 * the subscription's endpoint, an aes128gcm body) and holds, like a browser, each subscription's P-256
 * key pair and auth secret, so a test can decrypt what the server sent (RFC 8291 over RFC 8188).
 * Endpoints under /gone/ answer 410, as a push service does for a subscription that was dropped.
 */
export type TPushedMessage = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export type TBrowserKeys = { ecdh: ReturnType<typeof createECDH>; p256dh: string; auth: string };

export function createBrowserKeys(): TBrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** Decrypts one aes128gcm Web Push body with the subscription's private key and auth secret. */
export function decryptPushBody(body: Buffer, keys: TBrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('A push longer than one record');
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, Buffer.from(keys.auth, 'base64url'), keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('No last-record delimiter in the push');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushServiceStandIn() {
  const messages: TPushedMessage[] = [];
  const keysByPath = new Map<string, TBrowserKeys>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      messages.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = path.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    messages,
    /** A browser's PushSubscription.toJSON() for a new endpoint on this service. */
    subscribe(path = `/push/${randomBytes(8).toString('hex')}`) {
      const keys = createBrowserKeys();
      keysByPath.set(path, keys);
      return { endpoint: `${base}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    /** The decrypted JSON of every message received on an endpoint. */
    readAll(endpoint: string): unknown[] {
      const path = new URL(endpoint).pathname;
      const keys = keysByPath.get(path);
      if (!keys) throw new Error(`No subscription at ${endpoint}`);
      return messages
        .filter((message) => message.path === path)
        .map((message) => JSON.parse(decryptPushBody(message.body, keys)));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TPushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
