import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the part of RevenueCat's REST API v1 that Compound calls
 * (GET /v1/subscribers/{app_user_id} with the secret key as a bearer token), holding subscribers the
 * tests shape like a store would, and building webhook events in RevenueCat's format.
 */
export type TStandInSubscription = {
  store: 'app_store' | 'play_store' | 'stripe' | 'promotional';
  expires_date: string | null;
  period_type?: 'trial' | 'normal' | 'intro';
  grace_period_expires_date?: string | null;
  billing_issues_detected_at?: string | null;
  unsubscribe_detected_at?: string | null;
  refunded_at?: string | null;
};

type TSubscriber = {
  subscriptions: Record<string, TStandInSubscription & Record<string, unknown>>;
  non_subscriptions: Record<
    string,
    { id: string; purchase_date: string; store: string; is_sandbox: boolean }[]
  >;
  first_seen: string;
};

export type TRevenueCatStandIn = Awaited<ReturnType<typeof startRevenueCatStandIn>>;

export async function startRevenueCatStandIn(options: { secretKey: string; port?: number }) {
  const subscribers = new Map<string, TSubscriber>();
  const requests: { appUserId: string; authorized: boolean }[] = [];

  const subscriberOf = (appUserId: string): TSubscriber => {
    let subscriber = subscribers.get(appUserId);
    if (!subscriber) {
      subscriber = { subscriptions: {}, non_subscriptions: {}, first_seen: new Date().toISOString() };
      subscribers.set(appUserId, subscriber);
    }
    return subscriber;
  };

  function answer(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  async function control(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
      appUserId: string;
      productId: string;
      subscription: TStandInSubscription;
    };
    standIn.setSubscription(body.appUserId, body.productId, body.subscription);
    answer(response, 200, { ok: true });
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    // For end-to-end tests in another process: what a store purchase on a phone would leave behind.
    if (request.method === 'POST' && url.pathname === '/__stand-in/subscriptions') {
      void control(request, response);
      return;
    }
    const match = url.pathname.match(/^\/v1\/subscribers\/([^/]+)$/);
    if (request.method !== 'GET' || !match?.[1]) {
      return answer(response, 404, { code: 7000, message: 'Not found' });
    }
    const appUserId = decodeURIComponent(match[1]);
    const authorized = request.headers.authorization === `Bearer ${options.secretKey}`;
    requests.push({ appUserId, authorized });
    if (!authorized) return answer(response, 401, { code: 7225, message: 'Invalid API key.' });
    // Like RevenueCat, an unknown app user id is created on first read (201) with nothing bought.
    const created = !subscribers.has(appUserId);
    const subscriber = subscriberOf(appUserId);
    const now = new Date();
    return answer(response, created ? 201 : 200, {
      request_date: now.toISOString(),
      request_date_ms: now.getTime(),
      subscriber: {
        entitlements: {},
        first_seen: subscriber.first_seen,
        last_seen: now.toISOString(),
        management_url: null,
        non_subscriptions: subscriber.non_subscriptions,
        original_app_user_id: appUserId,
        original_application_version: null,
        original_purchase_date: null,
        other_purchases: {},
        subscriber_attributes: {},
        subscriptions: subscriber.subscriptions,
      },
    });
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn = {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** A store subscription as the store reports it now (a purchase, a renewal, an expiry). */
    setSubscription(appUserId: string, productId: string, subscription: TStandInSubscription) {
      const now = new Date().toISOString();
      subscriberOf(appUserId).subscriptions[productId] = {
        purchase_date: now,
        original_purchase_date: now,
        is_sandbox: true,
        ownership_type: 'PURCHASED',
        period_type: 'normal',
        grace_period_expires_date: null,
        billing_issues_detected_at: null,
        unsubscribe_detected_at: null,
        refunded_at: null,
        auto_resume_date: null,
        store_transaction_id: randomUUID(),
        ...subscription,
      };
    },
    buyOnce(appUserId: string, productId: string, store: 'app_store' | 'play_store') {
      const purchase = { id: randomUUID(), purchase_date: new Date().toISOString(), store, is_sandbox: true };
      const subscriber = subscriberOf(appUserId);
      subscriber.non_subscriptions[productId] = [
        ...(subscriber.non_subscriptions[productId] ?? []),
        purchase,
      ];
    },
    /** Moves everything bought from one app user id to another (RevenueCat's TRANSFER). */
    transfer(from: string, to: string) {
      const source = subscriberOf(from);
      const target = subscriberOf(to);
      Object.assign(target.subscriptions, source.subscriptions);
      Object.assign(target.non_subscriptions, source.non_subscriptions);
      source.subscriptions = {};
      source.non_subscriptions = {};
    },
    /** A webhook body as RevenueCat posts it. */
    buildEvent(type: string, fields: Record<string, unknown>) {
      return {
        api_version: '1.0',
        event: {
          id: randomUUID().toUpperCase(),
          type,
          event_timestamp_ms: Date.now(),
          environment: 'SANDBOX',
          app_id: 'app_stand_in',
          ...fields,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
