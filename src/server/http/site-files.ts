import { Hono } from 'hono';
import { buildRobotsTxt, buildSitemapXml, sitemapPaths } from '../../domain/routing/crawler-files';

/**
 * /robots.txt and /sitemap.xml for crawlers, built once from the public address (the sitemap lists the
 * landing pages and every pre-rendered content page): without them these
 * paths fell through to the web app's HTML, which crawlers read as a broken robots file.
 */
export function siteFiles(publicUrl: string, contentPaths: readonly string[] = []): Hono {
  const robots = buildRobotsTxt(publicUrl);
  const sitemap = buildSitemapXml(publicUrl, [...new Set([...sitemapPaths, ...contentPaths])]);
  const files = new Hono();
  files.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robots);
  });
  files.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemap);
  });
  return files;
}
