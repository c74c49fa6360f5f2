import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { createBillingTestServer, postStripeDelivery } from '../../test/billing-test-server';
import { createSignedInUser } from '../../test/factories';
import type { TStripeStandIn } from '../../test/stripe-stand-in';
import type { TestServer } from '../../test/test-server';

let server: TestServer;
let stripe: TStripeStandIn;

beforeAll(async () => {
  ({ server, stripe } = await createBillingTestServer());
});
afterAll(() => stripe.close());

const statuses = ['active', 'past_due', 'unpaid', 'canceled', 'trialing'] as const;

function shuffle<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

it('a burst of 200 events, sent twice, shuffled, 16 at a time, leaves every subscription as Stripe says', async () => {
  const subscriptionIds: string[] = [];
  for (let index = 0; index < 20; index += 1) {
    const user = await createSignedInUser(server);
    const response = await server.request('POST', '/api/subscription/checkout', {
      body: { plan: 'elite_month' },
      headers: { cookie: user.cookie },
    });
    const sessionId = String(response.json.url).split('/').at(-1) ?? '';
    await stripe.completeCheckout(sessionId);
    subscriptionIds.push(String(stripe.getObject(sessionId)?.subscription));
  }
  // Ten changes per subscription, each event carrying the object as it was then; Stripe ends on the last.
  const events = subscriptionIds.flatMap((id, index) =>
    Array.from({ length: 10 }, (_, step) => {
      const status = statuses[(index + step) % statuses.length] ?? 'active';
      return stripe.buildEvent('customer.subscription.updated', stripe.updateSubscription(id, { status }));
    }),
  );
  expect(events).toHaveLength(200);
  const deliveries = shuffle([...events, ...events], 42);
  const answers: number[] = [];
  await inBatches(deliveries, 16, async (event) => {
    answers.push((await postStripeDelivery(server, stripe, event)).status);
  });
  const serverErrors = answers.filter((status) => status >= 500).length;
  console.log(
    `Stripe webhook burst: ${answers.length} deliveries of ${events.length} events, ${serverErrors} 5xx`,
  );
  expect(serverErrors).toBe(0);
  const rows = await server.deps.db
    .select({ id: subscriptions.providerSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(inArray(subscriptions.providerSubscriptionId, subscriptionIds));
  for (const id of subscriptionIds) {
    const expected = String(stripe.getObject(id)?.status);
    expect(rows.find((row) => row.id === id)?.status, id).toBe(expected);
  }
});
