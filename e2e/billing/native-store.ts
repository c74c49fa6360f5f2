/** The billing project's RevenueCat stand-in, shared by its server and the native paywall tests. */
export const nativeStandIn = {
  secretKey: 'sk_e2e_revenuecat',
  webhookAuth: 'Bearer e2e-revenuecat-webhook',
  products: {
    starter_month: 'compound.starter.month',
    elite_month: 'compound.elite.month',
    lifetime: 'compound.lifetime',
  },
  /** The stand-in listens on the billing server's port + 2 (billing-server.ts). */
  controlUrl: (billingBaseUrl: string) => {
    const url = new URL(billingBaseUrl);
    return `http://127.0.0.1:${Number(url.port) + 2}/__stand-in/subscriptions`;
  },
};
