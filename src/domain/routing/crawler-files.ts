import { loginRequiredPatterns } from './route-rules';

/**
 * Landing pages listed in /sitemap.xml; the server adds every pre-rendered content page (research,
 * help, legal, support). An address joins when its page exists, never before (a sitemap entry that
 * answers with the not-found page costs the site ranking).
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

/** Areas crawlers should leave alone: the API and the sign-in pages. */
const crawlerExcludedPrefixes = ['/api/', '/auth', '/logout'] as const;

/**
 * The signed-in pages as robots.txt prefixes, read from the route table's login-required patterns so a
 * new signed-in page is disallowed the day it is added: a nested pattern (/in/goals, /in/mastery/:id)
 * counts by its first segment (/in/), a flat one (/app, /settings) by itself (decision 0040).
 */
export function signedInPrefixes(patterns: readonly string[] = loginRequiredPatterns): string[] {
  const prefixes = patterns.map((pattern) => {
    const [first = '', ...rest] = pattern.split('/').filter(Boolean);
    return rest.length > 0 ? `/${first}/` : `/${first}`;
  });
  return [...new Set(prefixes)];
}

export function buildRobotsTxt(origin: string): string {
  const disallow = [...crawlerExcludedPrefixes, ...signedInPrefixes()].map((prefix) => `Disallow: ${prefix}`);
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
