import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { type THeader, withAnswerHeaders } from './answer-headers';

/**
 * No inline script anywhere: the built web app loads only its own files. A <style> element runs only
 * with this response's nonce: the dialogs' scroll lock (react-remove-scroll) inserts one, and the page
 * hands it the nonce (serve-client.ts, style-nonce.ts). Style attributes stay allowed: the server
 * render writes the progress bars' widths as attributes, and an attribute cannot load anything or
 * style another element (decision 0035).
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", NONCE],
  styleSrcElem: ["'self'", NONCE],
  styleSrcAttr: ["'unsafe-inline'"],
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

/**
 * An API answer is JSON, an event stream or an image, never a document: it may load nothing and be
 * framed by no one, and the headers that only shape how a page behaves are left off (OWASP's REST
 * set). Each answer is then about 600 bytes lighter, which the habit-log save, the busiest route,
 * notices (decision 0024). No answer of the API is stored by a browser or a proxy: it is someone's data.
 */
function apiHeaders(servedOverHttps: boolean): THeader[] {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cache-Control', 'no-store'],
    ...(servedOverHttps ? [hstsHeader] : []),
  ];
}

const hstsHeader: THeader = ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'];

/**
 * Pages and files get the full set; /api answers the lean one. HSTS only when the app is served over
 * https: over plain http the header is meaningless and misleading.
 */
export function securityHeaders(servedOverHttps: boolean): MiddlewareHandler {
  const forPages = secureHeaders({
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: servedOverHttps ? hstsHeader[1] : false,
    // As frame-ancestors 'none' says, for browsers that read only the older header.
    xFrameOptions: 'DENY',
  });
  const forApi = apiHeaders(servedOverHttps);
  return (c, next) =>
    c.req.path.startsWith('/api/') ? withAnswerHeaders(c, next, forApi) : forPages(c, next);
}
