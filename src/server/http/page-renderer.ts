import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { TQuerySeed, TRenderedPage } from '../../client/ssr/render-page';

export type { TQuerySeed, TRenderedPage };

/** React's render of one page of the web app (dist/ssr/render-page.js, built by npm run build). */
export type TRenderPage = (url: string, seeds: readonly TQuerySeed[]) => Promise<TRenderedPage | null>;

/**
 * Loads the server's renderer of public pages from the build (decision 0033), or undefined when that
 * build is absent: the pages are then sent as before, their text drawn by the browser.
 */
export async function loadPageRenderer(entryPath: string): Promise<TRenderPage | undefined> {
  if (!existsSync(entryPath)) return undefined;
  const module = (await import(pathToFileURL(entryPath).href)) as { renderPage: TRenderPage };
  return module.renderPage;
}
