import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingTestServer, postStripeEvent, testWebhookSecret } from '../../test/billing-test-server';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import type { TStripeStandIn } from '../../test/stripe-stand-in';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let stripe: TStripeStandIn;
const adminEmail = `admin-${Date.now()}@example.com`;

beforeAll(async () => {
  ({ server, stripe } = await createBillingTestServer({ ADMIN_EMAILS: adminEmail }));
});
afterAll(() => stripe.close());

const as = (user: TTestUser) => ({ cookie: user.cookie });
const readState = async (user: TTestUser) =>
  (await server.request('GET', '/api/subscription', { headers: as(user) })).json;

function sessionIdOf(url: string): string {
  const id = url.split('/').at(-1);
  if (!id) throw new Error(`No session id in ${url}`);
  return id;
}

async function checkout(user: TTestUser, plan: string) {
  const response = await server.request('POST', '/api/subscription/checkout', {
    body: { plan },
    headers: as(user),
  });
  expect(response.status, response.text).toBe(200);
  return sessionIdOf(response.json.url);
}

/** A checkout completed on Stripe's page, then its webhooks delivered as Stripe sends them. */
async function subscribe(user: TTestUser, plan = 'elite_month') {
  const sessionId = await checkout(user, plan);
  await stripe.completeCheckout(sessionId);
  const session = stripe.getObject(sessionId);
  if (!session) throw new Error('No session');
  if (typeof session.subscription === 'string') {
    const subscription = stripe.getObject(session.subscription);
    if (subscription) await postStripeEvent(server, stripe, 'customer.subscription.created', subscription);
  }
  expect((await postStripeEvent(server, stripe, 'checkout.session.completed', session)).status).toBe(200);
  return { sessionId, subscriptionId: session.subscription as string | null };
}

describe('checkout', () => {
  it('opens a subscription checkout with the 7-day trial for a new account, and activates the trial', async () => {
    const user = await createSignedInUser(server);
    expect(await readState(user)).toMatchObject({ billing: true, hasAccess: false, isTrialEligible: true });
    const sessionId = await checkout(user, 'elite_month');
    const session = stripe.getObject(sessionId);
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: user.id });
    await subscribe(user);
    expect(await readState(user)).toMatchObject({
      status: 'trialing',
      isOnTrial: true,
      hasAccess: true,
      plan: 'elite_month',
    });
  });

  it('starts a Starter purchase with the 7-day Elite trial, billed as Starter once the trial ends', async () => {
    const user = await createSignedInUser(server);
    const { subscriptionId } = await subscribe(user, 'starter_month');
    const trialEnd = stripe.getObject(subscriptionId ?? '')?.trial_end as number;
    expect(trialEnd * 1000 - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await readState(user)).toMatchObject({
      isOnTrial: true,
      plan: 'elite_month',
      planAfterTrial: 'starter_month',
    });
    const ended = stripe.updateSubscription(subscriptionId ?? '', { status: 'active', trial_end: null });
    await postStripeEvent(server, stripe, 'customer.subscription.updated', ended);
    expect(await readState(user)).toMatchObject({
      isOnTrial: false,
      plan: 'starter_month',
      planAfterTrial: null,
    });
  });

  it('gives the trial only once per account', async () => {
    const user = await createSignedInUser(server);
    const { subscriptionId } = await subscribe(user, 'starter_month');
    const canceled = stripe.updateSubscription(subscriptionId ?? '', { status: 'canceled' });
    await postStripeEvent(server, stripe, 'customer.subscription.deleted', canceled);
    expect(await readState(user)).toMatchObject({ hasAccess: false, isTrialEligible: false });
    const { subscriptionId: second } = await subscribe(user, 'starter_month');
    expect(stripe.getObject(second ?? '')).toMatchObject({ status: 'active', trial_end: null });
  });

  it('sells lifetime as a one-time payment that never expires', async () => {
    const user = await createSignedInUser(server);
    const sessionId = await checkout(user, 'lifetime');
    expect(stripe.getObject(sessionId)).toMatchObject({ mode: 'payment' });
    await subscribe(user, 'lifetime');
    expect(await readState(user)).toMatchObject({
      isLifetime: true,
      hasAccess: true,
      isTrialEligible: false,
      plan: 'lifetime',
    });
    const again = await server.request('POST', '/api/subscription/checkout', {
      body: { plan: 'lifetime' },
      headers: as(user),
    });
    expect(again.status).toBe(400);
  });

  it('applies a completed checkout on return, before any webhook, for its own account only', async () => {
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const sessionId = await checkout(user, 'elite_month');
    await stripe.completeCheckout(sessionId);
    const foreign = await server.request('POST', '/api/subscription/checkout/confirm', {
      body: { session_id: sessionId },
      headers: as(other),
    });
    expect(foreign.status).toBe(400);
    const confirmed = await server.request('POST', '/api/subscription/checkout/confirm', {
      body: { session_id: sessionId },
      headers: as(user),
    });
    expect(confirmed.json).toMatchObject({ hasAccess: true, isOnTrial: true });
  });

  it('refuses an unknown plan with a 400', async () => {
    const user = await createSignedInUser(server);
    const response = await server.request('POST', '/api/subscription/checkout', {
      body: { plan: 'gold' },
      headers: as(user),
    });
    expect(response.status).toBe(400);
  });

  it('lists the three plans with Stripe’s prices', async () => {
    const response = await server.request('GET', '/api/subscription/plans');
    expect(response.json).toEqual({
      billing: true,
      plans: [
        { key: 'starter_month', kind: 'subscription', price: '$9', interval: 'month' },
        { key: 'elite_month', kind: 'subscription', price: '$19', interval: 'month' },
        { key: 'lifetime', kind: 'one_time', price: '$299', interval: null },
      ],
    });
  });

  it('opens the Customer Portal for a customer, and explains when there is none', async () => {
    const fresh = await createSignedInUser(server);
    expect((await server.request('POST', '/api/subscription/portal', { headers: as(fresh) })).status).toBe(
      400,
    );
    const user = await createSignedInUser(server);
    await subscribe(user);
    const portal = await server.request('POST', '/api/subscription/portal', { headers: as(user) });
    expect(portal.json.url).toMatch(/\/portal\/cus_/);
  });
});

describe('webhooks', () => {
  it('refuses a bad signature with 400 and applies nothing', async () => {
    const user = await createSignedInUser(server);
    const sessionId = await checkout(user, 'elite_month');
    await stripe.completeCheckout(sessionId);
    const session = stripe.getObject(sessionId) ?? { id: sessionId };
    const forged = await postStripeEvent(
      server,
      stripe,
      'checkout.session.completed',
      session,
      't=1,v1=deadbeef',
    );
    expect(forged.status).toBe(400);
    expect(await readState(user)).toMatchObject({ hasAccess: false });
  });

  it('refuses a correctly signed event whose time is 400 s in the future', async () => {
    const user = await createSignedInUser(server);
    const sessionId = await checkout(user, 'elite_month');
    await stripe.completeCheckout(sessionId);
    const session = stripe.getObject(sessionId) ?? { id: sessionId };
    const event = stripe.buildEvent('checkout.session.completed', session as { id: string });
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: testWebhookSecret,
      timestamp: Math.floor(Date.now() / 1000) + 400,
    });
    const response = await server.app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    expect(response.status).toBe(400);
    expect(await readState(user)).toMatchObject({ hasAccess: false });
  });

  it('applies a replayed event once', async () => {
    const user = await createSignedInUser(server);
    const { subscriptionId } = await subscribe(user);
    const event = stripe.buildEvent(
      'customer.subscription.updated',
      stripe.getObject(subscriptionId ?? '') ?? { id: '' },
    );
    const { postStripeDelivery } = await import('../../test/billing-test-server');
    expect((await postStripeDelivery(server, stripe, event)).json).toMatchObject({ duplicate: false });
    expect((await postStripeDelivery(server, stripe, event)).json).toMatchObject({ duplicate: true });
  });

  it('ends in Stripe’s state whatever order the events arrive in', async () => {
    const user = await createSignedInUser(server);
    const { subscriptionId } = await subscribe(user);
    const id = subscriptionId ?? '';
    const pastDue = stripe.updateSubscription(id, { status: 'past_due' });
    const active = stripe.updateSubscription(id, { status: 'active', trial_end: null });
    // Stripe now says active; the older past_due event arrives last and must not win.
    await postStripeEvent(server, stripe, 'customer.subscription.updated', active);
    await postStripeEvent(server, stripe, 'customer.subscription.updated', pastDue);
    expect(await readState(user)).toMatchObject({ status: 'active', isActive: true, isGrace: false });
  });

  it('puts a failed payment in grace (past_due, unpaid), and a deleted subscription out of access', async () => {
    const user = await createSignedInUser(server);
    const { subscriptionId } = await subscribe(user);
    const id = subscriptionId ?? '';
    await postStripeEvent(
      server,
      stripe,
      'customer.subscription.updated',
      stripe.updateSubscription(id, { status: 'past_due' }),
    );
    expect(await readState(user)).toMatchObject({ isGrace: true, hasAccess: true });
    expect((await server.request('GET', '/api/habits', { headers: as(user) })).status).toBe(200);
    await postStripeEvent(
      server,
      stripe,
      'customer.subscription.updated',
      stripe.updateSubscription(id, { status: 'unpaid' }),
    );
    expect(await readState(user)).toMatchObject({ status: 'unpaid', isGrace: true, hasAccess: true });
    await postStripeEvent(
      server,
      stripe,
      'customer.subscription.deleted',
      stripe.updateSubscription(id, { status: 'canceled' }),
    );
    expect(await readState(user)).toMatchObject({ hasAccess: false, isGrace: false });
  });
});

describe('access', () => {
  it('answers 402 on product routes for a user without a plan, never on settings, export or billing', async () => {
    const user = await createSignedInUser(server);
    const habits = await server.request('GET', '/api/habits', { headers: as(user) });
    expect(habits.status).toBe(402);
    expect(habits.json.error.message).toMatch(/Choose a plan/);
    const coach = await server.request('POST', '/api/actions', {
      body: { action: { type: 'create_habit', name: 'Read' } },
      headers: as(user),
    });
    expect(coach.status).toBe(402);
    for (const path of ['/api/export', '/api/preferences', '/api/me', '/api/subscription']) {
      expect((await server.request('GET', path, { headers: as(user) })).status, path).toBe(200);
    }
  });

  it('never gates an admin', async () => {
    const admin = await createSignedInUser(server, { email: adminEmail });
    expect(await readState(admin)).toMatchObject({ isAdmin: true, hasAccess: true });
    expect((await server.request('GET', '/api/habits', { headers: as(admin) })).status).toBe(200);
  });

  it('lets a newcomer finish onboarding without a plan', async () => {
    const user = await createSignedInUser(server);
    const response = await server.request('POST', '/api/onboarding', {
      body: {
        area: 'learning',
        habits: [{ name: 'Read', kind: 'number', target: 20, unit: 'pages' }],
        goal: { title: 'Read 12 books' },
      },
      headers: as(user),
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.created.map((item: { type: string }) => item.type)).toEqual(['habit', 'goal']);
    const preferences = await server.request('GET', '/api/preferences', { headers: as(user) });
    expect(preferences.json.metadata.onboarding).toMatchObject({ completed: true, area: 'learning' });
  });
});

describe('account deletion', () => {
  it('cancels the live Stripe subscription before the account is deleted', async () => {
    const user = await createSignedInUser(server);
    const { subscriptionId } = await subscribe(user);
    const response = await server.request('POST', '/api/auth/delete-user', {
      body: { password: user.password },
      headers: as(user),
    });
    expect(response.status, response.text).toBe(200);
    expect(stripe.getObject(subscriptionId ?? '')).toMatchObject({ status: 'canceled' });
  });
});

describe('billing off', () => {
  it('unlocks every account and sells nothing', async () => {
    const open = await createTestServer();
    const user = await createSignedInUser(open);
    const state = await open.request('GET', '/api/subscription', { headers: as(user) });
    expect(state.json).toMatchObject({ billing: false, hasAccess: true });
    expect((await open.request('GET', '/api/subscription/plans')).json).toEqual({
      billing: false,
      plans: [],
    });
    expect((await open.request('GET', '/api/habits', { headers: as(user) })).status).toBe(200);
    const checkoutResponse = await open.request('POST', '/api/subscription/checkout', {
      body: { plan: 'elite_month' },
      headers: as(user),
    });
    expect(checkoutResponse.status).toBe(404);
  });
});
