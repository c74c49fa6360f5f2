import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where Better Auth reads Google's signing keys (hard-coded in its Google provider). */
export const googleCertsUrl = 'https://www.googleapis.com/oauth2/v3/certs';

export type TIdTokenClaims = { email: string; name: string; audience: string; subject?: string };

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Google's side of native sign-in, offline: a key pair whose public half is served as Google's JWKS
 * (`GET /oauth2/v3/certs`) and ID tokens signed with it as Google's account sheet hands them to the apps
 * (RS256, issuer accounts.google.com, the app's client id as audience). `POST /__stand-in/id-token`
 * lets a test in another process ask for one.
 */
export async function startGoogleStandIn(options: { port?: number } = {}) {
  const keyId = randomUUID();
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: keyId, alg: 'RS256', use: 'sig' };

  function signIdToken(claims: TIdTokenClaims): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', kid: keyId, typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({
        iss: 'https://accounts.google.com',
        aud: claims.audience,
        azp: claims.audience,
        sub: claims.subject ?? `google-${claims.email}`,
        email: claims.email,
        email_verified: true,
        name: claims.name,
        iat: now,
        exp: now + 3600,
      }),
    );
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  function answer(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && pathname === '/oauth2/v3/certs')
      return answer(response, 200, { keys: [jwk] });
    if (request.method === 'POST' && pathname === '/__stand-in/id-token') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      return answer(response, 200, { idToken: signIdToken(JSON.parse(Buffer.concat(chunks).toString())) });
    }
    return answer(response, 404, { error: 'not_found' });
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, signIdToken, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Sends this process's requests for Google's signing keys to the stand-in: the server cannot reach
 * googleapis.com here, and Better Auth names that address itself. Returns the undo.
 */
export function routeGoogleCertsTo(standInUrl: string): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.startsWith(googleCertsUrl)
      ? original(`${standInUrl}/oauth2/v3/certs`, init)
      : original(input, init);
  };
  return () => {
    globalThis.fetch = original;
  };
}
