import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../../domain/dates/day-titles';
import { accountabilityInvites } from '../../db/schema';
import { readOutbox } from '../../email/mailer';
import { createInvite, inviteMailFailed } from '../../services/accountability/invites';
import { runWeeklySummaries, summaryWeekStart } from '../../services/accountability/weekly-summary';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const as = (user: TTestUser) => ({ cookie: user.cookie });

async function inviteLink(inviter: TTestUser, email: string | null = null) {
  const created = await server.request('POST', '/api/accountability/invites', {
    headers: as(inviter),
    body: { email },
  });
  expect(created.status, created.text).toBe(201);
  const token = new URL(created.json.link).searchParams.get('token') ?? '';
  return { token, id: created.json.invite.id as string, link: created.json.link as string };
}

const accept = (user: TTestUser, token: string) =>
  server.request('POST', '/api/invites/accept', { headers: as(user), body: { token } });

const overview = async (user: TTestUser) =>
  (await server.request('GET', '/api/accountability', { headers: as(user) })).json;

async function partners() {
  const ana = await createSignedInUser(server, { name: 'Ana' });
  const ben = await createSignedInUser(server, { name: 'Ben' });
  const { token } = await inviteLink(ana);
  expect((await accept(ben, token)).status).toBe(200);
  return { ana, ben };
}

describe('accountability invitations', () => {
  it('shows who invites signed out, makes partners once, and refuses the link a second time', async () => {
    const ana = await createSignedInUser(server, { name: 'Ana' });
    const { token, link } = await inviteLink(ana);
    expect(link).toMatch(/\/welcome-invite\?token=[\w-]{32}$/);
    const preview = await server.request('GET', `/api/invites/preview?token=${token}`);
    expect(preview.json).toEqual({ inviter_name: 'Ana', status: 'pending', problem: null });

    const ben = await createSignedInUser(server, { name: 'Ben' });
    expect((await accept(ben, token)).status).toBe(200);
    expect((await overview(ana)).partners).toEqual([
      expect.objectContaining({ id: ben.id, name: 'Ben', goals: [] }),
    ]);
    expect((await overview(ben)).partners).toEqual([expect.objectContaining({ id: ana.id, name: 'Ana' })]);
    expect((await overview(ana)).invites[0]).toMatchObject({ status: 'accepted' });

    const carl = await createSignedInUser(server);
    const twice = await accept(carl, token);
    expect(twice.status).toBe(400);
    expect(twice.json.error.message).toBe('This invitation has already been used. Ask for a new one.');
  });

  it('refuses an expired, a withdrawn, an own and an unknown invitation, and one between partners', async () => {
    const ana = await createSignedInUser(server, { name: 'Ana' });
    const ben = await createSignedInUser(server);
    const expired = await inviteLink(ana);
    await server.deps.db
      .update(accountabilityInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountabilityInvites.id, expired.id));
    expect((await server.request('GET', `/api/invites/preview?token=${expired.token}`)).json.status).toBe(
      'expired',
    );
    expect((await accept(ben, expired.token)).json.error.message).toBe(
      'This invitation has expired: invitations last 7 days. Ask for a new one.',
    );

    const withdrawn = await inviteLink(ana);
    const revoked = await server.request('DELETE', `/api/accountability/invites/${withdrawn.id}`, {
      headers: as(ana),
    });
    expect(revoked.json.status).toBe('revoked');
    expect((await accept(ben, withdrawn.token)).json.error.message).toBe(
      'This invitation was withdrawn by the person who sent it.',
    );

    const own = await inviteLink(ana);
    expect((await accept(ana, own.token)).json.error.message).toBe(
      'This is your own invitation. Send the link to the person you want as a partner.',
    );
    expect((await accept(ben, 'no-such-token')).status).toBe(404);

    expect((await accept(ben, own.token)).status).toBe(200);
    const again = await inviteLink(ana);
    const duplicate = await accept(ben, again.token);
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.error.message).toBe('You are already accountability partners.');
  });

  it('e-mails an invitation to an address', async () => {
    const ana = await createSignedInUser(server, { name: 'Ana' });
    const { link } = await inviteLink(ana, 'friend@example.com');
    const mail = await server.waitForEmail('friend@example.com', 'Ana invites you');
    expect(mail.text).toContain(link);
  });

  it('makes no invitation when its e-mail cannot be sent, and says so', async () => {
    const ana = await createSignedInUser(server, { name: 'Ana' });
    const down = { send: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    const deps = { db: server.deps.db, mailer: down, publicUrl: server.settings.publicUrl };
    await expect(createInvite(deps, ana.id, 'friend@example.com')).rejects.toThrow(inviteMailFailed);
    expect((await overview(ana)).invites).toEqual([]);
  });
});

describe('partners', () => {
  it('see only the goals the other shares, and lose them when the partnership ends', async () => {
    const { ana, ben } = await partners();
    const shared = (
      await server.request('POST', '/api/goals', { headers: as(ana), body: { name: 'Run a marathon' } })
    ).json.goal;
    await server.request('POST', '/api/goals', { headers: as(ana), body: { name: 'Private money goal' } });
    const sharing = await server.request('PUT', `/api/accountability/goals/${shared.id}`, {
      headers: as(ana),
      body: { shared: true },
    });
    expect(sharing.status, sharing.text).toBe(200);
    expect((await overview(ana)).my_goals).toEqual([
      { id: shared.id, name: 'Run a marathon', shared: true },
      expect.objectContaining({ name: 'Private money goal', shared: false }),
    ]);

    const seen = await server.request('GET', '/api/accountability', { headers: as(ben) });
    expect(seen.json.partners[0].goals).toEqual([
      {
        id: shared.id,
        name: 'Run a marathon',
        status: 'active',
        end_date: null,
        progress: 0,
        target_value: null,
        unit: null,
        source: 'none',
        logged_value: 0,
      },
    ]);
    expect(seen.text).not.toContain('Private money goal');
    expect(seen.text).not.toContain(ana.email);

    // The goal's plan text lives in the same entry and survives the sharing flag.
    const metadata = await server.request('GET', '/api/goals', { headers: as(ana) });
    expect(metadata.json.goals[0].accountability).toEqual({ shared: true });

    const ended = await server.request('DELETE', `/api/accountability/partners/${ana.id}`, {
      headers: as(ben),
    });
    expect(ended.status).toBe(204);
    expect((await overview(ben)).partners).toEqual([]);
    expect((await overview(ana)).partners).toEqual([]);
  });

  it('cheer and nudge each other: stored, shown to both, e-mailed, at most 5 a day', async () => {
    const { ana, ben } = await partners();
    const cheer = await server.request('POST', `/api/accountability/partners/${ben.id}/messages`, {
      headers: as(ana),
      body: { kind: 'cheer', message: 'Great week!' },
    });
    expect(cheer.status, cheer.text).toBe(201);
    expect((await overview(ben)).messages[0]).toMatchObject({
      kind: 'cheer',
      message: 'Great week!',
      from_me: false,
      partner_name: 'Ana',
    });
    expect((await overview(ana)).messages[0]).toMatchObject({ from_me: true });
    await server.waitForEmail(ben.email, 'Ana cheered you on');

    for (let i = 0; i < 4; i += 1) {
      const nudge = await server.request('POST', `/api/accountability/partners/${ben.id}/messages`, {
        headers: as(ana),
        body: { kind: 'nudge' },
      });
      expect(nudge.status).toBe(201);
    }
    const sixth = await server.request('POST', `/api/accountability/partners/${ben.id}/messages`, {
      headers: as(ana),
      body: { kind: 'cheer' },
    });
    expect(sixth.status).toBe(429);
    const stranger = await createSignedInUser(server);
    const notPartner = await server.request('POST', `/api/accountability/partners/${ben.id}/messages`, {
      headers: as(stranger),
      body: { kind: 'cheer' },
    });
    expect(notPartner.status).toBe(404);
  });
});

describe('the weekly summary job', () => {
  it('sends each partner one e-mail a week, even run by two server processes at once', async () => {
    const second = await createTestServer();
    const { ana, ben } = await partners();
    const goal = (
      await server.request('POST', '/api/goals', { headers: as(ben), body: { name: 'Learn Spanish' } })
    ).json.goal;
    // Issue 35: a goal without a target said "0%" to partners, whatever had been logged.
    const run = (
      await server.request('POST', '/api/goals', { headers: as(ben), body: { name: 'Run', unit: 'km' } })
    ).json.goal;
    await server.request('POST', `/api/goals/${run.id}/progress`, {
      headers: as(ben),
      body: { delta: 42.5 },
    });
    for (const id of [goal.id, run.id])
      await server.request('PUT', `/api/accountability/goals/${id}`, {
        headers: as(ben),
        body: { shared: true },
      });
    const seen = (await overview(ana)).partners[0].goals;
    expect(seen).toContainEqual(
      expect.objectContaining({ name: 'Run', source: 'amount', logged_value: 42.5 }),
    );
    const now = new Date();
    const depsOf = (s: TestServer) => ({
      db: s.deps.db,
      mailer: s.deps.mailer,
      logger: s.deps.logger,
      publicUrl: s.settings.publicUrl,
    });
    const counts = await Promise.all([
      runWeeklySummaries(depsOf(server), now),
      runWeeklySummaries(depsOf(second), now),
    ]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await runWeeklySummaries(depsOf(server), now)).toBe(0);

    const mails = [
      ...(await readOutbox(server.outboxDir).catch(() => [])),
      ...(await readOutbox(second.outboxDir).catch(() => [])),
    ].filter((mail) => mail.subject === 'Your accountability partners’ week');
    expect(mails.filter((mail) => mail.to === ana.email)).toHaveLength(1);
    expect(mails.filter((mail) => mail.to === ben.email)).toHaveLength(1);
    const text = mails.find((mail) => mail.to === ana.email)?.text ?? '';
    expect(text).toContain('Learn Spanish: 0%');
    expect(text).toContain('Run: 42.5 km logged');
    // Dates a person reads are written one way (issue 35), not as 2026-11-23.
    expect(text).toContain(`week of ${formatCalendarDate(summaryWeekStart(now))}:`);
  });
});
