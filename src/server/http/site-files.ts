import { Hono } from 'hono';
import { buildAppleAppSiteAssociation, buildAssetLinks } from '../../domain/native/app-link-files';
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

/**
 * /.well-known/assetlinks.json and /.well-known/apple-app-site-association, which let Android and iOS
 * open this server's links (verification, reset, invites) in the apps; published once configured.
 */
export function appLinkFiles(settings: {
  NATIVE_APP_ID: string;
  ANDROID_CERT_SHA256: string[];
  IOS_TEAM_ID?: string;
}): Hono {
  const files = new Hono();
  if (settings.ANDROID_CERT_SHA256.length > 0) {
    const body = buildAssetLinks(settings.NATIVE_APP_ID, settings.ANDROID_CERT_SHA256);
    files.get('/.well-known/assetlinks.json', (c) => c.json(body));
  }
  if (settings.IOS_TEAM_ID) {
    const body = buildAppleAppSiteAssociation(settings.IOS_TEAM_ID, settings.NATIVE_APP_ID);
    files.get('/.well-known/apple-app-site-association', (c) => c.json(body));
  }
  return files;
}
