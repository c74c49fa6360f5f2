import { secureHeaders } from 'hono/secure-headers';

/** No inline script anywhere: the built web app loads only its own files. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // No other origin: nothing in a page (a coach reply above all) may make the browser fetch an attacker's address.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The service worker (/sw.js) is the only worker, and it is ours.
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** HSTS only when the app is served over https: over plain http the header is meaningless and misleading. */
export const securityHeaders = (servedOverHttps: boolean) =>
  secureHeaders({
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: servedOverHttps ? 'max-age=15552000; includeSubDomains' : false,
  });
