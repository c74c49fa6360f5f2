import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../email/mailer';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ OPERATOR_EMAIL: 'support@example.com' });
});

const call = (user: TTestUser | null, method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, headers: user ? { cookie: user.cookie } : {} });

const valid = {
  topic: 'bug',
  subject: 'The timer stops',
  message: 'The habit timer stopped after a reload.',
};

describe('/api/support-messages', () => {
  it('stores a message, lists it with its status to its sender only, and e-mails the operator escaped', async () => {
    const sender = await createSignedInUser(server, { name: 'Ana <b>' });
    const other = await createSignedInUser(server);
    const body = {
      topic: 'billing',
      subject: 'Charged <script>alert(1)</script>',
      message: 'I was charged twice & the "trial" <img src=x onerror=alert(1)> ended early.',
    };
    const sent = await call(sender, 'POST', '/api/support-messages', body);
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json).toMatchObject({ ...body, status: 'received' });

    const list = await call(sender, 'GET', '/api/support-messages');
    expect(list.json.messages).toEqual([sent.json]);
    expect((await call(other, 'GET', '/api/support-messages')).json).toEqual({ messages: [] });

    const mail = (await readOutbox(server.outboxDir)).find((m) => m.subject.includes('Charged'));
    expect(mail?.to).toBe('support@example.com');
    expect(mail?.html).not.toContain('<script');
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).not.toContain('<b>');
    expect(mail?.html).toContain('Charged &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).toContain('twice &amp; the &quot;trial&quot; &lt;img src=x');
    expect(mail?.text).toContain(sender.email);
  });

  it('answers 400 for a missing topic and a subject or message out of bounds, and 401 for guests', async () => {
    const sender = await createSignedInUser(server);
    const cases: [unknown, string][] = [
      [{ ...valid, topic: 'other' }, 'Choose what your message is about'],
      [{ ...valid, subject: 'Hi' }, 'Subject must be at least 3 characters'],
      [{ ...valid, subject: 'x'.repeat(121) }, 'Subject must be 120 characters or fewer'],
      [{ ...valid, message: 'Too short' }, 'Message must be at least 10 characters'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'Message must be 5,000 characters or fewer'],
    ];
    for (const [body, message] of cases) {
      const answer = await call(sender, 'POST', '/api/support-messages', body);
      expect(answer.status).toBe(400);
      expect(answer.json.error.message).toBe(message);
    }
    expect(
      (await call(sender, 'POST', '/api/support-messages', { ...valid, message: 'x'.repeat(5000) })).status,
    ).toBe(201);
    expect((await call(null, 'POST', '/api/support-messages', valid)).status).toBe(401);
    expect((await call(null, 'GET', '/api/support-messages')).status).toBe(401);
  });

  it('lets an account send 5 messages an hour', async () => {
    const sender = await createSignedInUser(server);
    for (let sent = 0; sent < 5; sent += 1)
      expect((await call(sender, 'POST', '/api/support-messages', valid)).status).toBe(201);
    const limited = await call(sender, 'POST', '/api/support-messages', valid);
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate_limited');
    expect((await call(sender, 'GET', '/api/support-messages')).json.messages).toHaveLength(5);
    const someoneElse = await createSignedInUser(server);
    expect((await call(someoneElse, 'POST', '/api/support-messages', valid)).status).toBe(201);
  });
});
