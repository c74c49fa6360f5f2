import { firstLoad } from '../../domain/routing/first-load';
import { appPlaceModules, writePageCode } from '../../domain/routing/page-code';

/** The part of Vite's build manifest read here: chunks by source module (or `_name` for shared chunks). */
export type TBuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The browser's hydration of a server-rendered page, a chunk of its own (src/client/main.tsx). */
const hydrateModule = 'src/client/ssr/hydrate-page.tsx';

/** Adds a chunk's file and, through its static imports, every file it needs to run. */
function collectorOf(manifest: TBuildManifest): (key: string, into: Set<string>) => void {
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  return collect;
}

/** The entry's files: every page has them already. */
function entryFilesOf(manifest: TBuildManifest): Set<string> {
  const collect = collectorOf(manifest);
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, files);
  return files;
}

/**
 * The page code of the signed-in app (domain/routing/page-code.ts): per place, its chunk and what
 * that imports, less the entry's files. The app fetches them ahead into the browser's cache instead
 * of importing them, so nothing of a page it may never open runs on the tracker's main thread.
 */
export function createPageCode(manifest: TBuildManifest): string {
  const collect = collectorOf(manifest);
  const entryFiles = entryFilesOf(manifest);
  const code = Object.fromEntries(
    Object.entries(appPlaceModules).flatMap(([path, module]) => {
      const files = new Set<string>();
      collect(module, files);
      const urls = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
      return urls.length > 0 ? [[path, urls]] : [];
    }),
  );
  return writePageCode(code);
}

/**
 * The preload tags index.html gets for one address, from what the page needs first (first-load.ts):
 * its chunks and what they import, less the entry's own that Vite already names; then its API reads.
 * Chunks come first: the browser sends requests in document order over six connections, and a
 * chunk asked for after the API read would wait while PGlite holds the server's event loop for it.
 * `crossorigin` makes each preload the same request as the app's own (CORS mode, same-origin
 * cookies), or the browser would not reuse it.
 */
export function createFirstLoadLinks(
  manifest: TBuildManifest,
): (url: URL, visitor: { signedIn: boolean }, options?: { serverRendered: boolean }) => string[] {
  const collect = collectorOf(manifest);
  const entryFiles = entryFilesOf(manifest);

  // A page the server rendered (decision 0033) needs the chunk that hydrates it, and holds its answers
  // already: asking again would be a preload the browser never uses, and warns about.
  return (url, visitor, { serverRendered } = { serverRendered: false }) => {
    const { modules, requests } = firstLoad(url, visitor);
    const files = new Set<string>();
    for (const module of serverRendered ? [...modules, hydrateModule] : modules) collect(module, files);
    const chunks = [...files].filter((file) => !entryFiles.has(file));
    return [
      ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
      ...(serverRendered ? [] : requests).map(
        (href) => `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin>`,
      ),
    ];
  };
}
