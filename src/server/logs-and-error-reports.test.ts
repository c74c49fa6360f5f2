import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorReports } from './db/schema';
import { createLogger } from './lib/logger';
import { keptForMs } from './services/record-error-report';
import { createTestServer, linkFrom, type TestServer } from './test/test-server';

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({}, { logger: createLogger('debug', (line) => lines.push(line)) });
});

const forged =
  'boom\n[2026-11-25T01:00:00.000Z] INFO E-mail to you@example.com: Reset your password\nhttps://evil.example/reset\r\u2028{"level":"info"}';

describe('logs a stranger cannot forge', () => {
  it('writes every input as one escaped JSON line', async () => {
    lines.length = 0;
    const stored = await server.request('POST', '/api/error-reports', {
      body: { message: forged, stack: forged },
    });
    expect(stored.status).toBe(201);
    await server.request('GET', `/api/habits?date=${encodeURIComponent(forged)}`);
    await server.request('POST', `/api/coach/intent/${encodeURIComponent(forged)}`, { body: { x: forged } });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(/[\n\r\u2028]/);
      const record = JSON.parse(line);
      expect(record).toMatchObject({
        time: expect.any(String),
        level: expect.any(String),
        msg: expect.any(String),
      });
    }
    expect(lines.some((line) => JSON.parse(line).detail?.message === forged)).toBe(true);
  });
});

describe('the auth library’s log lines', () => {
  it('join the JSON log: a wrong password prints no line of its own', async () => {
    const printed: unknown[] = [];
    const spies = (['warn', 'error', 'log', 'info'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation((...args) => printed.push(args)),
    );
    try {
      lines.length = 0;
      const email = 'wrong-password@example.com';
      const signUp = { email, password: 'a long enough password', name: 'Wrong' };
      expect((await server.request('POST', '/api/auth/sign-up/email', { body: signUp })).status).toBe(200);
      const verify = linkFrom((await server.waitForEmail(email, 'Verify')).text);
      await server.request('GET', `${verify.pathname}${verify.search}`);
      const wrong = await server.request('POST', '/api/auth/sign-in/email', {
        body: { email, password: 'not the password at all' },
      });
      expect(wrong.status).toBe(401);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(printed).toEqual([]);
    const records = lines.map((line) => JSON.parse(line));
    expect(records.some((record) => /^Better Auth: /.test(record.msg))).toBe(true);
  });
});

describe('error reports a stranger cannot use to fill the disk', () => {
  it('refuses a report over the size bound', async () => {
    const huge = await server.request('POST', '/api/error-reports', {
      body: { message: 'Crash', stack: 'x'.repeat(45_000) },
    });
    expect(huge.status).toBe(400);
  });

  it('stores the same crash once a day', async () => {
    const first = await server.request('POST', '/api/error-reports', {
      body: { message: 'Same', stack: 'at A' },
    });
    const again = await server.request('POST', '/api/error-reports', {
      body: { message: 'Same', stack: 'at A' },
    });
    expect(again.json.id).toBe(first.json.id);
    const rows = await server.deps.db.select().from(errorReports).where(eq(errorReports.message, 'Same'));
    expect(rows).toHaveLength(1);
  });

  it('prunes reports older than the time they are kept', async () => {
    const old = await server.request('POST', '/api/error-reports', { body: { message: 'Old crash' } });
    await server.deps.db
      .update(errorReports)
      .set({ createdAt: new Date(Date.now() - keptForMs - 60_000) })
      .where(eq(errorReports.id, old.json.id));
    await server.request('POST', '/api/error-reports', { body: { message: 'New crash' } });
    const left = await server.deps.db.select().from(errorReports).where(eq(errorReports.id, old.json.id));
    expect(left).toEqual([]);
  });
});

describe('error reports counted per address and per day', () => {
  it('refuses the 201st report of a day from one address, even spread over many minutes', async () => {
    await server.deps.db.execute("delete from rate_limits where key like 'errorReport%'");
    const statuses: number[] = [];
    for (let report = 0; report < 201; report++) {
      // As if each report came in a new minute: only the per-minute count is forgotten.
      if (report % 20 === 0)
        await server.deps.db.execute("delete from rate_limits where key like 'errorReport:%'");
      const answer = await server.request('POST', '/api/error-reports', {
        body: { message: `Crash ${report}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 200).every((status) => status === 201)).toBe(true);
    expect(statuses[200]).toBe(429);
  });
});
