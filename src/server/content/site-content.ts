import { contentPath, type TContentEntry } from '../../domain/content/validate-content';
import { checkContentFolder } from './content-folder';
import { createPrerender, type TPrerender } from './prerender-pages';

let cached: TContentEntry[] | null = null;

/**
 * The entries of content/, read and validated once per process (the build already refused broken
 * ones; a problem found here is reported the same way and stops the start).
 */
export function loadSiteContent(): readonly TContentEntry[] {
  if (cached) return cached;
  const { entries, problems } = checkContentFolder();
  if (problems.length > 0)
    throw new Error(
      `content/ has ${problems.length} problem(s): ${problems.map((p) => `${p.file}: ${p.message}`).join('; ')}`,
    );
  cached = entries;
  return entries;
}

/** The published lessons of /in/education, by slug. */
export function lessonSlugs(): ReadonlySet<string> {
  return new Set(
    loadSiteContent()
      .filter((entry) => entry.collection === 'education')
      .map((entry) => entry.slug),
  );
}

/** Every address a content entry is published at. */
export function contentAddresses(): ReadonlySet<string> {
  return new Set(loadSiteContent().map((entry) => contentPath(entry.collection, entry.slug)));
}

const prerenders = new Map<boolean, TPrerender>();

/** The pre-rendered public pages of content/, built once per process (for a server with or without billing). */
export function sitePrerender({ billing = true } = {}): TPrerender {
  const built = prerenders.get(billing) ?? createPrerender(loadSiteContent(), { billing });
  prerenders.set(billing, built);
  return built;
}
