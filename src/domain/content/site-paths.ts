/**
 * The public addresses of spec section 2 that content may link to: the site's pages for visitors
 * and the signed-in pages lessons point at. Content links are checked against these, so a link to a
 * page the spec does not have fails the build.
 */
export const linkableSitePaths: readonly string[] = [
  '/',
  '/pricing',
  '/7daytrial',
  '/auth',
  '/coach',
  '/research',
  '/research/:slug',
  '/analytics',
  '/docs',
  '/docs/:slug',
  '/privacy',
  '/terms',
  '/eula',
  '/subscriptions',
  '/disclaimer',
  '/cookies',
  '/data-safety',
  '/legal',
  '/service',
  '/app',
  '/in/goals',
  '/in/mastery',
  '/in/assistant',
  '/in/education',
  '/in/education/:slug',
  '/in/service',
  '/settings',
];

/**
 * Pages listed in /sitemap.xml: the public pages for visitors that this build has. An address joins
 * the list when its page is registered in the route table, never before (a sitemap entry that answers
 * with the not-found page costs the site ranking).
 */
export const sitemapPaths: readonly string[] = [
  '/',
  '/pricing',
  '/7daytrial',
  '/coach',
  '/analytics',
  '/subscriptions',
  '/docs/analytics-metrics',
  '/docs/api',
];

/** Areas crawlers should leave alone: the API and every page that needs a session. */
// Signed-in pages are not listed: a crawler is signed out and is sent to /auth anyway, and a Disallow
// there only makes audits report the app's own pages as blocked from indexing.
const crawlerExcludedPrefixes = ['/api/', '/auth', '/logout'] as const;

export function buildRobotsTxt(origin: string): string {
  const disallow = crawlerExcludedPrefixes.map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** A sitemap of the given absolute-path pages; paths are XML-escaped, the origin has no trailing slash. */
export function buildSitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
