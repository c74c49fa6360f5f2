import { startRevenueCatStandIn } from './revenuecat-stand-in';
import { standInPrices, startStripeStandIn } from './stripe-stand-in';

/** The keys and product ids the RevenueCat stand-in and the server agree on. */
export const storeStandIn = {
  secretKey: 'sk_e2e_revenuecat',
  webhookAuth: 'Bearer e2e-revenuecat-webhook',
  products: {
    starter_month: 'compound.starter.month',
    elite_month: 'compound.elite.month',
    lifetime: 'compound.lifetime',
  },
} as const;

const webhookSecret = 'whsec_e2e_compound';

/**
 * Billing on without any real account: Stripe's stand-in on port + 1 (its checkout page posts signed
 * webhooks back to the server on `port`) and RevenueCat's on port + 2. Returns the settings that point
 * the server at them; the billing e2e server and `npm run demo:billing` both start through here.
 */
export async function startBillingStandIns(port: number) {
  const stripe = await startStripeStandIn({
    webhookSecret,
    webhookUrl: `http://localhost:${port}/api/webhooks/stripe`,
    port: port + 1,
  });
  const revenuecat = await startRevenueCatStandIn({ secretKey: storeStandIn.secretKey, port: port + 2 });
  const [starter, elite, lifetime] = standInPrices;
  const { products } = storeStandIn;
  const env: Record<string, string> = {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_STARTER_MONTH: starter?.id ?? '',
    STRIPE_PRICE_ELITE_MONTH: elite?.id ?? '',
    STRIPE_PRICE_LIFETIME: lifetime?.id ?? '',
    STRIPE_API_URL: stripe.url,
    // The app stores, through RevenueCat's REST protocol (the iOS and Android apps).
    REVENUECAT_API_KEY: storeStandIn.secretKey,
    REVENUECAT_WEBHOOK_AUTH: storeStandIn.webhookAuth,
    REVENUECAT_API_URL: revenuecat.url,
    REVENUECAT_IOS_PUBLIC_KEY: 'appl_e2e_public',
    REVENUECAT_ANDROID_PUBLIC_KEY: 'goog_e2e_public',
    IOS_PRODUCT_STARTER_MONTH: products.starter_month,
    IOS_PRODUCT_ELITE_MONTH: products.elite_month,
    IOS_PRODUCT_LIFETIME: products.lifetime,
    ANDROID_PRODUCT_STARTER_MONTH: products.starter_month,
    ANDROID_PRODUCT_ELITE_MONTH: products.elite_month,
    ANDROID_PRODUCT_LIFETIME: products.lifetime,
  };
  return { stripe, revenuecat, env };
}
