import { storeStandIn } from '../../src/server/test/billing-stand-ins';

/** The billing project's RevenueCat stand-in, shared by its server and the native paywall tests. */
export const nativeStandIn = {
  ...storeStandIn,
  /** The stand-in listens on the billing server's port + 2 (billing-stand-ins.ts). */
  controlUrl: (billingBaseUrl: string) => {
    const url = new URL(billingBaseUrl);
    return `http://127.0.0.1:${Number(url.port) + 2}/__stand-in/subscriptions`;
  },
};
