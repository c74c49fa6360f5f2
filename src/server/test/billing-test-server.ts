import { standInPrices, startStripeStandIn, type TStripeStandIn } from './stripe-stand-in';
import { createTestServer, type TestServer } from './test-server';

export const testWebhookSecret = 'whsec_test_compound_stand_in';

/** The app with billing on, its Stripe calls answered by the local stand-in. */
export async function createBillingTestServer(env: Record<string, string> = {}) {
  const stripe = await startStripeStandIn({ webhookSecret: testWebhookSecret });
  const [starter, elite, lifetime] = standInPrices;
  const server = await createTestServer({
    STRIPE_SECRET_KEY: 'sk_test_compound',
    STRIPE_WEBHOOK_SECRET: testWebhookSecret,
    STRIPE_PRICE_STARTER_MONTH: starter?.id ?? '',
    STRIPE_PRICE_ELITE_MONTH: elite?.id ?? '',
    STRIPE_PRICE_LIFETIME: lifetime?.id ?? '',
    STRIPE_API_URL: stripe.url,
    // Billing tests sign many accounts in from one address.
    RATE_LIMIT_MULTIPLIER: '50',
    ...env,
  });
  return { server, stripe };
}

/** Posts an event to the webhook route exactly as Stripe signs it (or with the header given). */
export async function postStripeEvent(
  server: TestServer,
  stripe: TStripeStandIn,
  type: string,
  object: { id: string },
  header?: string,
) {
  const event = stripe.buildEvent(type, object as Record<string, unknown> & { id: string });
  return postStripeDelivery(server, stripe, event, header);
}

export async function postStripeDelivery(
  server: TestServer,
  stripe: TStripeStandIn,
  event: unknown,
  header?: string,
) {
  const delivery = stripe.signedDelivery(event);
  const response = await server.app.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header ?? delivery.header },
    body: delivery.payload,
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}
