import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server that speaks the part of Stripe's REST protocol Compound calls (form-encoded
 * requests, Stripe's response shapes), so the official SDK runs unchanged against it, plus a hosted
 * checkout page a browser can complete. Completing a checkout posts signed webhooks, as Stripe does.
 */

type TObject = Record<string, unknown> & { id: string };
type TForm = Record<string, unknown>;

export type TStandInPrice = { id: string; unit_amount: number; currency: string; interval: 'month' | null };

export const standInPrices: readonly TStandInPrice[] = [
  { id: 'price_starter_month', unit_amount: 900, currency: 'usd', interval: 'month' },
  { id: 'price_elite_month', unit_amount: 1900, currency: 'usd', interval: 'month' },
  { id: 'price_lifetime', unit_amount: 29900, currency: 'usd', interval: null },
];

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }: Stripe's form encoding. */
export function parseStripeForm(body: string): TForm {
  const root: TForm = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function priceObject(price: TStandInPrice) {
  return {
    id: price.id,
    object: 'price',
    product: `prod_${price.id.replace('price_', '')}`,
    unit_amount: price.unit_amount,
    currency: price.currency,
    recurring: price.interval ? { interval: price.interval, interval_count: 1 } : null,
    type: price.interval ? 'recurring' : 'one_time',
  };
}

export type TStripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export async function startStripeStandIn(options: {
  webhookSecret: string;
  webhookUrl?: string;
  port?: number;
}) {
  const objects = new Map<string, TObject>();
  const sdk = new Stripe('sk_test_stand_in');
  let webhookUrl = options.webhookUrl ?? null;
  const delivered: string[] = [];

  function subscriptionObject(
    id: string,
    fields: { customer: string; price: TStandInPrice; status: string; trialDays: number; metadata: TForm },
  ) {
    const start = nowSeconds();
    const trialEnd = fields.trialDays > 0 ? start + fields.trialDays * 86_400 : null;
    const periodEnd = trialEnd ?? start + 30 * 86_400;
    return {
      id,
      object: 'subscription',
      customer: fields.customer,
      status: fields.status,
      trial_end: trialEnd,
      metadata: fields.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: priceObject(fields.price),
            current_period_end: periodEnd,
          },
        ],
      },
    };
  }

  function buildEvent(type: string, object: TObject) {
    return { id: newId('evt'), object: 'event', type, created: nowSeconds(), data: { object } };
  }

  function signedDelivery(event: unknown) {
    const payload = JSON.stringify(event);
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    return { payload, header };
  }

  async function deliver(type: string, object: TObject) {
    if (!webhookUrl) return;
    const event = buildEvent(type, object);
    const { payload, header } = signedDelivery(event);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    delivered.push(`${type}:${response.status}`);
  }

  /** What the hosted page's Pay button does: the payment succeeds, Stripe's webhooks follow. */
  async function completeCheckout(sessionId: string): Promise<string> {
    const session = objects.get(sessionId);
    if (!session) throw new Error(`No checkout session ${sessionId}`);
    const form = session._form as TForm;
    const price = standInPrices.find(
      (candidate) => candidate.id === ((form.line_items as TForm[])[0]?.price as string),
    );
    if (!price) throw new Error('Unknown price');
    if (session.mode === 'subscription') {
      const data = (form.subscription_data ?? {}) as TForm;
      const trialDays = Number(data.trial_period_days ?? 0);
      const subscription = subscriptionObject(newId('sub'), {
        customer: session.customer as string,
        price,
        status: trialDays > 0 ? 'trialing' : 'active',
        trialDays,
        metadata: (data.metadata ?? {}) as TForm,
      });
      objects.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: trialDays > 0 ? 'no_payment_required' : 'paid',
        subscription: subscription.id,
      });
      await deliver('customer.subscription.created', subscription);
    } else {
      Object.assign(session, { status: 'complete', payment_status: 'paid' });
    }
    await deliver('checkout.session.completed', publicCopy(session));
    return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
  }

  function publicCopy(object: TObject): TObject {
    const { _form, ...rest } = object;
    return rest as TObject;
  }

  function createCheckoutSession(form: TForm) {
    const id = newId('cs_test');
    const session: TObject = {
      id,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: form.customer ?? null,
      client_reference_id: form.client_reference_id ?? null,
      metadata: form.metadata ?? {},
      subscription: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      url: `${baseUrl()}/checkout/${id}`,
      _form: form,
    };
    objects.set(id, session);
    return publicCopy(session);
  }

  function route(method: string, path: string, form: TForm, query: URLSearchParams): [number, unknown] {
    const [, version, resource, ...rest] = path.split('/');
    if (version !== 'v1')
      return [404, { error: { type: 'invalid_request_error', message: `No route ${path}` } }];
    const key = [resource, ...rest].join('/');
    if (method === 'POST' && key === 'customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: form.email,
        name: form.name,
        metadata: form.metadata ?? {},
      };
      objects.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && key === 'checkout/sessions') return [200, createCheckoutSession(form)];
    if (method === 'POST' && key === 'billing_portal/sessions') {
      return [
        200,
        {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: form.customer,
          url: `${baseUrl()}/portal/${form.customer}`,
          return_url: form.return_url,
        },
      ];
    }
    if (method === 'GET' && resource === 'prices') {
      const price = standInPrices.find((candidate) => candidate.id === rest[0]);
      return price ? [200, priceObject(price)] : missing('price', rest[0]);
    }
    if (method === 'GET' && key === 'subscriptions') {
      const data = [...objects.values()].filter(
        (object) => object.object === 'subscription' && object.customer === query.get('customer'),
      );
      return [200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' }];
    }
    if (method === 'DELETE' && resource === 'subscriptions') {
      const subscription = objects.get(rest[0] ?? '');
      if (!subscription) return missing('subscription', rest[0]);
      subscription.status = 'canceled';
      return [200, publicCopy(subscription)];
    }
    if (method === 'GET' && (resource === 'subscriptions' || key.startsWith('checkout/sessions/'))) {
      const object = objects.get(rest.at(-1) ?? '');
      return object ? [200, publicCopy(object)] : missing(resource ?? '', rest.at(-1));
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  function missing(kind: string, id: string | undefined): [number, unknown] {
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${kind}: '${id}'`,
        },
      },
    ];
  }

  async function handleBrowser(request: IncomingMessage, response: ServerResponse, url: URL, body: string) {
    const [, page, id, action] = url.pathname.split('/');
    const session = id ? objects.get(id) : undefined;
    if (page === 'checkout' && session && request.method === 'POST' && action === 'complete') {
      const target = await completeCheckout(session.id);
      response.writeHead(303, { location: target }).end();
      return;
    }
    if (page === 'checkout' && session && request.method === 'GET') {
      const price = standInPrices.find(
        (candidate) => candidate.id === ((session._form as TForm).line_items as TForm[])[0]?.price,
      );
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(checkoutPage(session, price));
      return;
    }
    if (page === 'portal') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Customer portal</title><h1>Customer portal (stand-in)</h1>');
      return;
    }
    void body;
    response.writeHead(404).end('Not found');
  }

  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://localhost');
    try {
      if (!url.pathname.startsWith('/v1/')) return await handleBrowser(request, response, url, body);
      const [status, json] = route(
        request.method ?? 'GET',
        url.pathname,
        parseStripeForm(body),
        url.searchParams,
      );
      response
        .writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') })
        .end(JSON.stringify(json));
    } catch (error) {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const baseUrl = () => `http://localhost:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl(),
    delivered,
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    completeCheckout,
    buildEvent,
    signedDelivery,
    /** Changes a subscription as Stripe would (a failed renewal, a cancellation) without an event. */
    updateSubscription(id: string, changes: { status?: string; trial_end?: number | null }) {
      const subscription = objects.get(id);
      if (!subscription) throw new Error(`No subscription ${id}`);
      Object.assign(subscription, changes);
      return publicCopy(subscription);
    },
    getObject: (id: string) => {
      const object = objects.get(id);
      return object ? publicCopy(object) : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function checkoutPage(session: TObject, price: TStandInPrice | undefined): string {
  const amount = price ? `${(price.unit_amount / 100).toFixed(2)} ${price.currency.toUpperCase()}` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (Stripe stand-in)</title></head>
<body><main><h1>Checkout</h1><p>Test payment of ${escapeHtml(amount)} for ${escapeHtml(String((session.metadata as TForm).plan ?? ''))}.</p>
<form method="post" action="/checkout/${escapeHtml(session.id)}/complete"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(String(session.cancel_url))}">Cancel</a></p></main></body></html>`;
}
