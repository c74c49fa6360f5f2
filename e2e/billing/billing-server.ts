// The billing project's server: Compound with billing on, its Stripe calls answered by the local
// stand-in in this same process, which completes checkouts and posts signed webhooks back.

import { startBillingStandIns } from '../../src/server/test/billing-stand-ins';
import { routeGoogleCertsTo, startGoogleStandIn } from '../../src/server/test/google-stand-in';
import { googleStandIn } from './google-accounts';

const port = Number(process.env.PORT ?? 3216);
const mainHealth = process.env.E2E_MAIN_HEALTH_URL;

// The main e2e server builds the web app first; starting a second build at once would race on dist/.
async function waitForMainServer(): Promise<void> {
  if (!mainHealth) return;
  for (let attempt = 0; attempt < 900; attempt += 1) {
    const healthy = await fetch(mainHealth).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The main e2e server at ${mainHealth} never became healthy`);
}

await waitForMainServer();
// Stripe's stand-in on port + 1, RevenueCat's on port + 2 (the same set-up as `npm run demo:billing`).
Object.assign(process.env, (await startBillingStandIns(port)).env);
// Native Google sign-in: Google's signing keys, answered locally (Better Auth asks googleapis.com for them).
const google = await startGoogleStandIn({ port: port + 3 });
routeGoogleCertsTo(google.url);
Object.assign(process.env, {
  GOOGLE_CLIENT_ID: googleStandIn.webClient,
  GOOGLE_CLIENT_SECRET: googleStandIn.clientSecret,
  GOOGLE_IOS_CLIENT_ID: googleStandIn.iosClient,
});
// A URL, not a module name: the start script is plain JavaScript without type declarations.
await import(new URL('../../scripts/start.mjs', import.meta.url).href);
