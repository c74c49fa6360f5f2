import { firstLoad } from '../../domain/routing/first-load';

/** The part of Vite's build manifest read here: chunks by source module (or `_name` for shared chunks). */
export type TBuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

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
): (url: URL, visitor: { signedIn: boolean }, options?: { withRequests: boolean }) => string[] {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);

  // A page the server rendered holds its answers already (decision 0033): asking again would be a preload
  // the browser never uses, and warns about.
  return (url, visitor, { withRequests } = { withRequests: true }) => {
    const { modules, requests } = firstLoad(url, visitor);
    const files = new Set<string>();
    for (const module of modules) collect(module, files);
    const chunks = [...files].filter((file) => !entryFiles.has(file));
    return [
      ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
      ...(withRequests ? requests : []).map(
        (href) => `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin>`,
      ),
    ];
  };
}
