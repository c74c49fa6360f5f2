import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TContentFile, validateContent } from '../../domain/content/validate-content';
import { siteAddressPatterns } from '../../domain/routing/site-addresses';
import { projectRoot } from '../project-root';

/** The repository's `content/` folder, whether the server runs from src/ or bundled into dist/. */
export const defaultContentDir = join(projectRoot, 'content');

/** Every `content/<collection>/<slug>.md` file, read as text. */
export function readContentFolder(contentDir = defaultContentDir): TContentFile[] {
  return readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((collection) =>
      readdirSync(join(contentDir, collection.name))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => ({
          collection: collection.name,
          slug: name.replace(/\.md$/, ''),
          source: readFileSync(join(contentDir, collection.name, name), 'utf8'),
        })),
    );
}

/** Validates the folder against the site's pages; the build and the unit test both go through here. */
export function checkContentFolder(contentDir = defaultContentDir) {
  return validateContent(readContentFolder(contentDir), siteAddressPatterns);
}
