import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml, signedInPrefixes } from './crawler-files';

describe('buildRobotsTxt', () => {
  it('keeps crawlers out of the API and signed-in pages and names the sitemap', () => {
    const robots = buildRobotsTxt('https://compound.example');
    expect(robots).toContain('Disallow: /api/');
    for (const prefix of ['/app', '/in/', '/settings', '/paywall-ios', '/onboarding-invite'])
      expect(robots).toContain(`Disallow: ${prefix}\n`);
    expect(robots).not.toContain('Disallow: /in/goals');
    expect(robots).toContain('Sitemap: https://compound.example/sitemap.xml');
  });
});

describe('signedInPrefixes', () => {
  it('counts a nested signed-in route by its first segment and a flat one by itself', () => {
    expect(signedInPrefixes(['/app', '/in/goals', '/in/mastery/:skillId', '/settings'])).toEqual([
      '/app',
      '/in/',
      '/settings',
    ]);
  });
});

describe('buildSitemapXml', () => {
  it('lists each page under the origin, escaped', () => {
    const xml = buildSitemapXml('https://compound.example', ['/', '/pricing?a=1&b=2']);
    expect(xml).toContain('<loc>https://compound.example/</loc>');
    expect(xml).toContain('<loc>https://compound.example/pricing?a=1&amp;b=2</loc>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });
});
