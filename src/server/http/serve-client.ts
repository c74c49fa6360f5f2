import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { meQueryKey } from '../../domain/http/server-rendered-queries';
import { isSiteAddress } from '../../domain/routing/site-addresses';
import {
  renderPrerenderedDocument,
  type TPrerender,
  type TPrerenderedPage,
} from '../content/prerender-pages';
import { chooseEncoding, createClientFiles } from './client-files';
import { createFirstLoadLinks, createPageCode, type TBuildManifest } from './first-load-links';
import type { TQuerySeed, TRenderPage } from './page-renderer';

/** The tracker's head when the server draws it: the title the page sets, and never indexed. */
const trackerPage: TPrerenderedPage = {
  path: '/app',
  title: 'Today',
  description: "Today's habits, logged in a tap.",
  type: 'website',
  mainHtml: '',
  noindex: true,
};

const isTrackerPath = (pathname: string) => pathname === '/app' || pathname === '/app/';

/**
 * The signed-in tracker drawn by the server from the visitor's own answers (decision 0033), so its
 * first screen paints before any script runs; null (the browser draws it) when a read or the render fails.
 */
async function renderTracker(
  url: URL,
  headers: Headers,
  renderPage: TRenderPage,
  trackerSeeds: (url: URL, headers: Headers) => Promise<TQuerySeed[] | null>,
) {
  const seeds = await trackerSeeds(url, headers).catch(() => null);
  return seeds ? renderPage(url.href, seeds).catch(() => null) : null;
}

/** Where the build writes the service worker (vite.config.ts); its scope is the whole site. */
export const serviceWorkerPath = '/sw.js';

const shellPath = '/index.html';

/**
 * The page's style nonce (security-headers.ts), where the client reads it before anything renders
 * (style-nonce.ts). A shell the service worker keeps is kept with its own headers, so offline the
 * nonce in the page still matches the policy it arrived with.
 */
function withStyleNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replace('</head>', `  <meta name="csp-nonce" content="${nonce}">\n  </head>`) : html;
}

/**
 * Serves the built web app: files from memory (precompressed where the build wrote copies), hashed
 * assets cached for a year, and index.html for every other path (client routing), with preloads for
 * what that page needs first, and a 404 status for a path that is no address of the site or names no
 * published content. Public content pages (research, help, legal, support) arrive pre-rendered: their
 * text and head tags are in the HTML before any script runs (prerender-pages.ts). A request holding the session cookie counts as signed in: checking the
 * session would cost a query, and a stale cookie only costs one unused preload.
 */
export function serveClient(
  distDir: string,
  {
    sessionCookie,
    prerender,
    publicUrl = '',
    dynamicPage,
    renderPage,
    seeds = async () => [],
    trackerSeeds,
  }: {
    sessionCookie: string;
    prerender?: TPrerender;
    publicUrl?: string;
    /** A page whose head tags come from the database (a public dashboard's), or undefined. */
    dynamicPage?: (pathname: string) => Promise<TPrerenderedPage | undefined>;
    /** React's server render of a page (decision 0033); without it the browser draws every page. */
    renderPage?: TRenderPage;
    /** Answers every server render starts from (the plans on sale). */
    seeds?: () => Promise<TQuerySeed[]>;
    /** The signed-in tracker's own answers (tracker-seeds.ts), or null when the server cannot draw it. */
    trackerSeeds?: (url: URL, headers: Headers) => Promise<TQuerySeed[] | null>;
  },
): Hono {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath))
    throw new Error(`The web app is not built: ${indexPath} is missing. Run npm run build.`);
  const indexHtml = readFileSync(indexPath, 'utf8');
  const manifestPath = join(distDir, '.vite/manifest.json');
  const manifest: TBuildManifest = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};
  const firstLoadLinks = createFirstLoadLinks(manifest);
  const pageCode = createPageCode(manifest);
  const readFile = createClientFiles(distDir);

  const client = new Hono();
  // The bare shell the service worker precaches: served like a page, so it carries its nonce.
  client.get(shellPath, (c) => {
    // The browser checks the service worker for a new version on every visit, and the worker's
    // precache fetches the bare shell with each version: a cached copy would hide one.
    c.header('Cache-Control', 'no-cache');
    return c.html(withStyleNonce(indexHtml, c.get('secureHeadersNonce')));
  });
  client.get('*', async (c, next) => {
    const pending = readFile(c.req.path);
    if (!pending) return next();
    const file = await pending;
    const encoding = chooseEncoding(file, c.req.header('accept-encoding'));
    c.header('Content-Type', file.type);
    if (Object.keys(file.encoded).length > 0) c.header('Vary', 'Accept-Encoding');
    if (encoding) c.header('Content-Encoding', encoding);
    if (c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    // As the shell: the browser checks the service worker for a new version on every visit.
    else if (c.req.path === serviceWorkerPath) c.header('Cache-Control', 'no-cache');
    return c.body((encoding && file.encoded[encoding]) || file.raw);
  });
  // A missing hashed file is a stale or made-up address, not a page: answering it with the app would be cached as the file.
  client.get('/assets/*', (c) => c.text('Not found', 404));
  // A page drawn by the server is tens of KB of HTML (the tracker's rows and the answers beside them):
  // sent compressed, it reaches a phone on a slow network hundreds of milliseconds sooner.
  client.get('*', compress(), async (c) => {
    const signedIn = getCookie(c, sessionCookie) !== undefined;
    // A signed-in page can carry the visitor's own day (their habits, focus, settings): no shared
    // cache (a CDN, a company proxy) may keep it for the next person asking for the same address.
    c.header('Cache-Control', signedIn ? 'private, no-cache' : 'no-cache');
    // The web app still renders its not-found page; the status tells crawlers the address is not ours.
    const missing = !isSiteAddress(c.req.path) || prerender?.isMissingContent(c.req.path) === true;
    const page = missing
      ? undefined
      : (prerender?.find(c.req.path) ?? (await dynamicPage?.(c.req.path).catch(() => undefined)));
    const rendered =
      page && !signedIn && renderPage
        ? await renderPage(c.req.url, [
            // A public page is rendered only for a request without the session cookie: nobody is signed in.
            { queryKey: meQueryKey, data: null },
            ...(await seeds()),
            ...(page.seeds ?? []),
          ]).catch(() => null)
        : signedIn && renderPage && trackerSeeds && isTrackerPath(c.req.path)
          ? await renderTracker(new URL(c.req.url), c.req.raw.headers, renderPage, trackerSeeds)
          : null;
    const document = page ?? (rendered ? trackerPage : undefined);
    const shell = document ? renderPrerenderedDocument(indexHtml, document, publicUrl, rendered) : indexHtml;
    const links = firstLoadLinks(new URL(c.req.url), { signedIn }, { serverRendered: rendered !== null }).map(
      (link) => `  ${link}\n  `,
    );
    // Only the signed-in app fetches other places' code ahead (hooks/use-page-prefetch.ts).
    if (signedIn) links.push(`  ${pageCode}\n  `);
    const html = withStyleNonce(shell, c.get('secureHeadersNonce'));
    return c.html(html.replace('</head>', `${links.join('')}</head>`), missing ? 404 : 200);
  });
  return client;
}
