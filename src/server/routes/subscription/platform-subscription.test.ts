import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { startRevenueCatStandIn, type TRevenueCatStandIn } from '../../test/revenuecat-stand-in';
import { createTestServer, type TestServer } from '../../test/test-server';

const secretKey = 'sk_test_compound_revenuecat';
const webhookAuth = 'Bearer rc-webhook-secret-for-tests';
const appOrigin = 'capacitor://localhost';

let server: TestServer;
let revenuecat: TRevenueCatStandIn;

beforeAll(async () => {
  revenuecat = await startRevenueCatStandIn({ secretKey });
  server = await createTestServer({
    REVENUECAT_API_KEY: secretKey,
    REVENUECAT_WEBHOOK_AUTH: webhookAuth,
    REVENUECAT_API_URL: revenuecat.url,
    REVENUECAT_IOS_PUBLIC_KEY: 'appl_public_test',
    IOS_PRODUCT_STARTER_MONTH: 'compound.starter.month',
    IOS_PRODUCT_ELITE_MONTH: 'compound.elite.month',
    IOS_PRODUCT_LIFETIME: 'compound.lifetime',
    ANDROID_PRODUCT_ELITE_MONTH: 'compound_elite_month',
    ANDROID_PRODUCT_LIFETIME: 'compound_lifetime',
    NATIVE_APPS: 'true',
    ANDROID_CERT_SHA256: 'AB:CD:EF',
    IOS_TEAM_ID: 'TEAM123456',
    RATE_LIMIT_MULTIPLIER: '50',
  });
});
afterAll(() => revenuecat.close());

const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();
const web = (user: TTestUser) => ({ cookie: user.cookie });
const readState = async (user: TTestUser) =>
  (await server.request('GET', '/api/subscription', { headers: web(user) })).json;

/** Signs the account in as the iOS app does: from its web view's origin, keeping the bearer token. */
async function signInOnPhone(user: TTestUser): Promise<Record<string, string>> {
  const response = await server.request('POST', '/api/auth/sign-in/email', {
    body: { email: user.email, password: user.password },
    headers: { origin: appOrigin },
  });
  expect(response.status, response.text).toBe(200);
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error('No bearer token for the app');
  return { authorization: `Bearer ${token}`, origin: appOrigin };
}

async function syncFromPhone(
  headers: Record<string, string>,
  body: Record<string, unknown> = { source: 'ios' },
) {
  return server.request('POST', '/api/subscription/sync', { body, headers });
}

describe('POST /api/subscription/sync', () => {
  it('records a purchase made on the phone, and the web session is unlocked by it', async () => {
    const user = await createSignedInUser(server);
    expect(await readState(user)).toMatchObject({ billing: true, hasAccess: false });
    expect((await server.request('GET', '/api/habits', { headers: web(user) })).status).toBe(402);

    const phone = await signInOnPhone(user);
    revenuecat.setSubscription(user.id, 'compound.elite.month', {
      store: 'app_store',
      expires_date: inDays(30),
    });
    // What the app claims is ignored: RevenueCat is asked.
    const synced = await syncFromPhone(phone, {
      source: 'ios',
      productId: 'compound.elite.month',
      isActive: false,
    });
    expect(synced.status, synced.text).toBe(200);
    expect(synced.json).toMatchObject({
      platformActive: true,
      subscription: { status: 'active', isActive: true, hasAccess: true, plan: 'elite_month' },
    });
    expect((await server.request('GET', '/api/habits', { headers: web(user) })).status).toBe(200);
    expect(revenuecat.requests.at(-1)).toEqual({ appUserId: user.id, authorized: true });
  });

  it('records a store trial as trialing until its end', async () => {
    const user = await createSignedInUser(server);
    revenuecat.setSubscription(user.id, 'compound_elite_month', {
      store: 'play_store',
      expires_date: inDays(7),
      period_type: 'trial',
    });
    const synced = await syncFromPhone(web(user), {});
    expect(synced.json.subscription).toMatchObject({ status: 'trialing', isOnTrial: true, hasAccess: true });
    expect(Date.parse(synced.json.subscription.trialEndsAt)).toBeGreaterThan(Date.now() + 6 * day);
  });

  it('takes access away once the store says the subscription expired', async () => {
    const user = await createSignedInUser(server);
    revenuecat.setSubscription(user.id, 'compound.starter.month', {
      store: 'app_store',
      expires_date: inDays(3),
    });
    expect((await syncFromPhone(web(user))).json.subscription.hasAccess).toBe(true);
    revenuecat.setSubscription(user.id, 'compound.starter.month', {
      store: 'app_store',
      expires_date: inDays(-1),
    });
    const synced = await syncFromPhone(web(user));
    expect(synced.json).toMatchObject({ platformActive: false, subscription: { hasAccess: false } });
    expect(await readState(user)).toMatchObject({
      isActive: false,
      hasAccess: false,
      isTrialEligible: false,
    });
  });

  it('keeps access in the store’s billing grace period, as a grace state', async () => {
    const user = await createSignedInUser(server);
    revenuecat.setSubscription(user.id, 'compound.elite.month', {
      store: 'app_store',
      expires_date: inDays(-1),
      billing_issues_detected_at: inDays(-1),
      grace_period_expires_date: inDays(5),
    });
    const synced = await syncFromPhone(web(user));
    expect(synced.json.subscription).toMatchObject({ status: 'past_due', isGrace: true, hasAccess: true });
  });

  it('answers an account RevenueCat has never seen with nothing bought', async () => {
    const user = await createSignedInUser(server);
    const synced = await syncFromPhone(web(user));
    expect(synced.status).toBe(200);
    expect(synced.json).toMatchObject({ platformActive: false, subscription: { hasAccess: false } });
  });

  it('redeems the lifetime offer bought in a store', async () => {
    const user = await createSignedInUser(server);
    revenuecat.buyOnce(user.id, 'compound_lifetime', 'play_store');
    const synced = await syncFromPhone(web(user));
    expect(synced.json.subscription).toMatchObject({ isLifetime: true, hasAccess: true, plan: 'lifetime' });
  });

  it('refuses another account’s id and a signed-out caller', async () => {
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const refused = await syncFromPhone(web(user), { userId: other.id });
    expect(refused.status).toBe(400);
    expect((await syncFromPhone({})).status).toBe(401);
  });

  it('lets the status check (spec 7) see a phone purchase too', async () => {
    const user = await createSignedInUser(server);
    revenuecat.setSubscription(user.id, 'compound.elite.month', {
      store: 'app_store',
      expires_date: inDays(30),
    });
    const status = await server.request('GET', '/api/subscription/status', { headers: web(user) });
    expect(status.json).toEqual({ needsRefresh: true, platformVerified: true });
    expect(await readState(user)).toMatchObject({ isActive: true });
  });

  it('hands the apps the public SDK key and product ids, and lets the app’s origin call with CORS', async () => {
    const config = await server.request('GET', '/api/subscription/store-config');
    expect(config.json).toEqual({
      ios: {
        apiKey: 'appl_public_test',
        products: {
          starter_month: 'compound.starter.month',
          elite_month: 'compound.elite.month',
          lifetime: 'compound.lifetime',
        },
      },
      android: null,
    });
    const preflight = await server.app.request('/api/subscription/sync', {
      method: 'OPTIONS',
      headers: {
        origin: appOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    // The app reads the request id and a refreshed token from its answers; only the app's origin is told so.
    const fromApp = await server.app.request('/api/subscription/store-config', {
      headers: { origin: appOrigin },
    });
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(fromApp.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    expect(fromApp.headers.get('cache-control')).toBe('no-store');
    const fromElsewhere = await server.app.request('/api/subscription/store-config', {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('publishes the app link files, so e-mailed links open the apps', async () => {
    const android = await server.request('GET', '/.well-known/assetlinks.json');
    expect(android.json[0].target).toMatchObject({
      package_name: 'app.compound.tracker',
      sha256_cert_fingerprints: ['AB:CD:EF'],
    });
    const ios = await server.request('GET', '/.well-known/apple-app-site-association');
    expect(ios.json.applinks.details[0].appIDs).toEqual(['TEAM123456.app.compound.tracker']);
  });
});

async function postWebhook(body: unknown, authorization: string | null = webhookAuth) {
  const response = await server.app.request('/api/webhooks/revenuecat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization !== null && { authorization }) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

describe('POST /api/webhooks/revenuecat', () => {
  it('refuses a missing or wrong Authorization header with 401, before reading the body', async () => {
    const user = await createSignedInUser(server);
    const event = revenuecat.buildEvent('INITIAL_PURCHASE', { app_user_id: user.id });
    const before = revenuecat.requests.length;
    expect((await postWebhook(event, null)).status).toBe(401);
    expect((await postWebhook(event, 'Bearer not-the-secret')).status).toBe(401);
    expect((await postWebhook({ not: 'an event' })).status).toBe(400);
    expect(revenuecat.requests.length).toBe(before);
  });

  it('applies an event once: the subscriber is re-read, and a replay only acknowledges', async () => {
    const user = await createSignedInUser(server);
    revenuecat.setSubscription(user.id, 'compound.elite.month', {
      store: 'app_store',
      expires_date: inDays(30),
    });
    const event = revenuecat.buildEvent('INITIAL_PURCHASE', {
      app_user_id: user.id,
      product_id: 'compound.elite.month',
      store: 'APP_STORE',
    });
    expect(await postWebhook(event)).toEqual({ status: 200, json: { received: true, duplicate: false } });
    const fetched = revenuecat.requests.length;
    expect(await postWebhook(event)).toEqual({ status: 200, json: { received: true, duplicate: true } });
    expect(revenuecat.requests.length).toBe(fetched);
    expect(await readState(user)).toMatchObject({ isActive: true, plan: 'elite_month' });
  });

  it('moves access on a transfer: the old account loses it, the new one gains it', async () => {
    const from = await createSignedInUser(server);
    const to = await createSignedInUser(server);
    revenuecat.setSubscription(from.id, 'compound.starter.month', {
      store: 'app_store',
      expires_date: inDays(20),
    });
    await postWebhook(revenuecat.buildEvent('RENEWAL', { app_user_id: from.id }));
    expect(await readState(from)).toMatchObject({ hasAccess: true });

    revenuecat.transfer(from.id, to.id);
    const transfer = revenuecat.buildEvent('TRANSFER', {
      transferred_from: [from.id],
      transferred_to: [to.id],
    });
    expect((await postWebhook(transfer)).status).toBe(200);
    expect(await readState(from)).toMatchObject({ hasAccess: false });
    expect(await readState(to)).toMatchObject({ hasAccess: true, plan: 'starter_month' });
  });

  it('acknowledges RevenueCat’s test event and events for anonymous or unknown app users', async () => {
    expect((await postWebhook(revenuecat.buildEvent('TEST', { app_user_id: 'x' }))).status).toBe(200);
    const anonymous = revenuecat.buildEvent('INITIAL_PURCHASE', { app_user_id: '$RCAnonymousID:abc' });
    expect((await postWebhook(anonymous)).status).toBe(200);
    const unknown = revenuecat.buildEvent('INITIAL_PURCHASE', { app_user_id: 'no-such-account' });
    expect((await postWebhook(unknown)).status).toBe(200);
  });
});
