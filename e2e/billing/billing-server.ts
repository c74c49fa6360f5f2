// The billing project's server: Compound with billing on, its Stripe calls answered by the local
// stand-in in this same process, which completes checkouts and posts signed webhooks back.
import { routeGoogleCertsTo, startGoogleStandIn } from '../../src/server/test/google-stand-in';
import { startRevenueCatStandIn } from '../../src/server/test/revenuecat-stand-in';
import { standInPrices, startStripeStandIn } from '../../src/server/test/stripe-stand-in';
import { googleStandIn } from './google-accounts';
import { nativeStandIn } from './native-store';

const port = Number(process.env.PORT ?? 3216);
const mainHealth = process.env.E2E_MAIN_HEALTH_URL;
const webhookSecret = 'whsec_e2e_compound';

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
const stripe = await startStripeStandIn({
  webhookSecret,
  webhookUrl: `http://localhost:${port}/api/webhooks/stripe`,
  port: Number(process.env.STRIPE_STAND_IN_PORT ?? port + 1),
});
const [starter, elite, lifetime] = standInPrices;
Object.assign(process.env, {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_PRICE_STARTER_MONTH: starter?.id,
  STRIPE_PRICE_ELITE_MONTH: elite?.id,
  STRIPE_PRICE_LIFETIME: lifetime?.id,
  STRIPE_API_URL: stripe.url,
});
// The app stores, through RevenueCat's REST protocol (the iOS and Android apps, emulated in Chromium).
const revenuecat = await startRevenueCatStandIn({ secretKey: nativeStandIn.secretKey, port: port + 2 });
Object.assign(process.env, {
  REVENUECAT_API_KEY: nativeStandIn.secretKey,
  REVENUECAT_WEBHOOK_AUTH: nativeStandIn.webhookAuth,
  REVENUECAT_API_URL: revenuecat.url,
  REVENUECAT_IOS_PUBLIC_KEY: 'appl_e2e_public',
  REVENUECAT_ANDROID_PUBLIC_KEY: 'goog_e2e_public',
  IOS_PRODUCT_STARTER_MONTH: nativeStandIn.products.starter_month,
  IOS_PRODUCT_ELITE_MONTH: nativeStandIn.products.elite_month,
  IOS_PRODUCT_LIFETIME: nativeStandIn.products.lifetime,
  ANDROID_PRODUCT_STARTER_MONTH: nativeStandIn.products.starter_month,
  ANDROID_PRODUCT_ELITE_MONTH: nativeStandIn.products.elite_month,
  ANDROID_PRODUCT_LIFETIME: nativeStandIn.products.lifetime,
});
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
