// npm run demo:billing: Compound with billing on, on this machine, with no Stripe or RevenueCat account.
// Stripe's and RevenueCat's local stand-ins (the ones the billing e2e tests use) answer the server's calls;
// the stand-in's checkout page completes the payment and posts Stripe's signed webhooks back to the server.
import { startBillingStandIns } from '../src/server/test/billing-stand-ins';
import { standInPrices } from '../src/server/test/stripe-stand-in';

const port = Number(process.env.PORT ?? 3000);
const url = process.env.PUBLIC_URL || `http://localhost:${port}`;

const { env } = await startBillingStandIns(port);
Object.assign(process.env, env, {
  PORT: String(port),
  PUBLIC_URL: url,
  // Its own data folder: the demo's accounts and subscriptions never mix with `npm start`'s.
  DATA_DIR: process.env.DATA_DIR || 'data-demo-billing',
});

async function waitForHealth(): Promise<void> {
  for (;;) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const prices = standInPrices
  .map(
    (price) =>
      `$${price.unit_amount / 100}${price.interval ? ` / ${price.interval}` : ' once'} (${price.id})`,
  )
  .join(', ');

// A URL, not a module name: the start script is plain JavaScript without type declarations.
await import(new URL('./start.mjs', import.meta.url).href);
await waitForHealth();
console.log(`
Billing demo ready at ${url} (data in ${process.env.DATA_DIR})
  The stand-in's prices: ${prices}.
  Payment: no card is needed; the stand-in's checkout page has one "Pay" button (with real Stripe
  test keys instead, use card 4242 4242 4242 4242, any future date, any CVC).
  Try: open ${url}/pricing, choose a plan, create an account (the verification e-mail is printed in
  this log and saved under the data folder's outbox), press Pay on the checkout page, and you come back
  to /app with the plan on; Settings shows the subscription. Stripe's webhooks loop back to
  ${url}/api/webhooks/stripe on their own.
  Stop with Ctrl+C; delete ${process.env.DATA_DIR} to start over.
`);
