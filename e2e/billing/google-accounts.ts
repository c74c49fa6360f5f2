/** The billing project's Google stand-in (billing-server.ts): its client ids and where tests mint ID tokens. */
export const googleStandIn = {
  webClient: 'compound-e2e-web.apps.googleusercontent.com',
  iosClient: 'compound-e2e-ios.apps.googleusercontent.com',
  clientSecret: 'google-e2e-secret',
  /** The stand-in listens on the billing server's port + 3. */
  idTokenUrl: (billingBaseUrl: string) => {
    const url = new URL(billingBaseUrl);
    return `http://127.0.0.1:${Number(url.port) + 3}/__stand-in/id-token`;
  },
};
