import { sortCollection, type TCollectionName } from '@/domain/content/content-collections';
import { type TContentEntry, validateContent } from '@/domain/content/validate-content';

/**
 * The entries of one collection from Vite's glob of its Markdown files (the build checked them: a
 * broken file never ships), in reading order.
 */
export function readCollection(
  collection: TCollectionName,
  modules: Readonly<Record<string, string>>,
): TContentEntry[] {
  const files = Object.entries(modules).map(([path, source]) => ({
    collection,
    slug: path.replace(/^.*\//, '').replace(/\.md$/, ''),
    source,
  }));
  return sortCollection(collection, validateContent(files, []).entries);
}
