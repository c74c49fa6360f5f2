import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type TServerOptions } from '../create-server';
import { readOutbox } from '../email/mailer';
import { loadSettings } from '../settings';
import { getTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

/** The real HTTP app on the worker's test database, with its own outbox folder. */
export async function createTestServer(env: Record<string, string> = {}, options: TServerOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'compound-test-'));
  const settings = loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...env,
  });
  const database = await getTestDatabase();
  const server = await createServer(settings, { database, ...options });
  const outboxDir = join(dataDir, 'outbox');

  async function request(
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await server.app.request(path, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response bodies
    return { status: response.status, headers: response.headers, json: json as any, text };
  }

  /** Polls the outbox: auth e-mails are sent in the background after the response. */
  async function waitForEmail(to: string, subjectIncludes: string, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const messages = await readOutbox(outboxDir);
      const match = messages.reverse().find((m) => m.to === to && m.subject.includes(subjectIncludes));
      if (match) return match;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`No e-mail to ${to} with subject containing "${subjectIncludes}"`);
  }

  return { ...server, settings, dataDir, outboxDir, request, waitForEmail };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** Extracts the first link of an outbox e-mail's text. */
export function linkFrom(text: string): URL {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in: ${text}`);
  return new URL(match[0]);
}

/** Keeps only the name=value part of every Set-Cookie header, ready to send back as Cookie. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}
